/* gk-score.c */
