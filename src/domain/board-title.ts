/** Spec doc 1 §2: the boards' centred title is the setting whose type is bigscreen_title. */
export const BOARD_TITLE_SETTING = 'bigscreen_title';

/** The title as the server resolves it for the acting organisation (server/operations/board-title.routes.ts). */
export const BOARD_TITLE = '/live/board-title';
