/** Spec §2: /bigscreen opens its home board. */
export const BIGSCREEN_HOME = '/bigscreen/home';

/** The wall-board route families; they render full screen, outside the admin shell and tabs. */
export const BOARD_ROUTE_PATTERNS = ['/bigscreen/*', '/bridge/self/queueshow'];
