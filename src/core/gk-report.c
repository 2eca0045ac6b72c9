/* gk-report.c */
