/* gk-gamefile.c */
