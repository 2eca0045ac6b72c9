/* gk-table.c */
