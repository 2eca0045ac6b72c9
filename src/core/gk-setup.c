/* gk-setup.c */
