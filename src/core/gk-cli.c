/* gk-cli.c */
