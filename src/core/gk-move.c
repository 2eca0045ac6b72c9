/* gk-move.c */
