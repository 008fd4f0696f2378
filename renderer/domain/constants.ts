/** SPEC §9 business constants, named as the spec names them. */

export const PRODUCT_NAME = 'Lucy';
export const PAGE_TITLE_SEPARATOR = ' | ';

/** SPEC §9 "Data fetching": 3 retries, exponential back-off from 1 s capped at 30 s, 5-minute cache. */
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const QUERY_CACHE_LIFETIME_MS = 5 * 60 * 1000;

/** SPEC §9 "Toast". */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_POSITION = 'top-right';
export const TOAST_THEME = 'light';

/** SPEC §9: logout redirect delay. */
export const LOGOUT_REDIRECT_DELAY_MS = 1000;
