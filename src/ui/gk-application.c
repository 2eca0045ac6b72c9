/* gk-application.c */
