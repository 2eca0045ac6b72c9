/* gk-game.c */
