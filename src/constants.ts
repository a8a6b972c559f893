/** Limits and timings of the client shell: docs/spec/constants.tsv, one place. */
export const BASE_PATH = '/prod-api';
export const REQUEST_TIMEOUT_MS = 100_000;
export const HEAD_OFFICE_ORG_ID = '0001';
export const TOKEN_COOKIE = 'access_token';
export const SIDEBAR_COOKIE = 'sidebarStatus';
export const LANGUAGE_COOKIE = 'language';
export const SIZE_COOKIE = 'size';

export const MAX_OPEN_VIEWS = 10;
export const TOO_MANY_VIEWS_MS = 2000;
export const ROUTE_CONFLICT_MS = 5000;
export const CHUNK_RELOAD_MS = 1500;
export const ERROR_MESSAGE_MS = 3000;
export const MESSAGE_THROTTLE_MS = 3000;
export const SESSION_EXPIRED_LOGOUT_MS = 1000;
export const PASSWORD_CHANGE_LOGOUT_MS = 1000;
export const PASSWORD_MIN_LENGTH = 8;

export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 210;
export const TAB_WIDTH_PX = 129;
export const CHANGE_PASSWORD_DIALOG_WIDTH = 400;

export const MENU_SEARCH = { threshold: 0.4, titleWeight: 0.7, pinyinWeight: 0.3, pathWeight: 0.3 } as const;

/** Notice type codes of the notice panel (spec §3 Notice item). */
export const NOTICE_TYPES = { approval: 2, alarm: 4, reminder: 5, notice: 6 } as const;

export const SITE_TITLE = 'Mixboard';
