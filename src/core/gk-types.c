/* gk-types.c */
