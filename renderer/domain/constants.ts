/**
 * SPEC §9 business constants, named as the spec names them. Two §9 tables live with the code that reads
 * them: "Environments" in environment/environments.ts (with the time-zone default country in
 * environment/resolve.ts) and "Carrier data" in carriers/.
 */

export const PRODUCT_NAME = 'Lucy';
export const PAGE_TITLE_SEPARATOR = ' | ';

/** SPEC §1: the countries Lucy serves. */
export const SUPPORTED_COUNTRIES = ['AU', 'US', 'GB', 'CA'] as const;

/** SPEC §9 "Product limits". */
export const MINIMUM_PASSWORD_LENGTH = 10;
export const EMAIL_VERIFICATION_LINK_EXPIRY_MS = 5 * 60 * 1000;
export const FREE_PLAN_REACTIVATION_DAYS = 30;
export const POLLING_INTERVAL_MS = 5000;
export const FIRST_POLL_DELAY_MS = 5000;
export const SLOW_MESSAGE_AFTER_MS = 20_000;
/** SPEC §3, §5: the custom message-taking list is padded to this many entries. */
export const DEFAULT_MESSAGE_SLOTS = 3;
export const DEFAULT_TOKEN_REGION = 'us';
/** SPEC §9: session sampling at 100%. */
export const SESSION_SAMPLE_RATE = 1;

/** SPEC §9: logout redirect delay. */
export const LOGOUT_REDIRECT_DELAY_MS = 1000;

/** SPEC §9 "Toast". */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_POSITION = 'top-right';
export const TOAST_THEME = 'light';
export const TOAST_CLOSE_ON_CLICK = true;
export const TOAST_PAUSE_ON_HOVER = true;

/** SPEC §9: social sign-in button heights in pixels. */
export const SOCIAL_SIGN_IN_BUTTON_HEIGHTS = { large: 40, medium: 32, small: 20 } as const;

/** SPEC §9 "Data fetching": 3 retries, exponential back-off from 1 s capped at 30 s, 5-minute cache. */
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const QUERY_CACHE_LIFETIME_MS = 5 * 60 * 1000;
/**
 * How long a call may take before it counts as the outage it is (a service or network that hangs), headers and
 * body together. A read (GET) is tried up to 1 + QUERY_RETRIES times, so a service that hangs shows as unreachable
 * in under a minute. A write gets longer: it is not tried again by itself, and some writes legitimately take a
 * while (a password sign-in hashes, a voice preview is synthesised, a checkout session is opened with the
 * payment provider); given up too early, it may still happen on the server while the owner is told it failed.
 * A streamed answer gets its method's limit for its headers (then STREAM_IDLE_LIMIT_MS between parts).
 */
export const READ_TIME_LIMIT_MS = 10_000;
export const WRITE_TIME_LIMIT_MS = 30_000;
/**
 * How long a streamed answer (the FAQ import) may go without sending anything once it has started: reading a
 * website and drawing questions from it may take a while between two parts, but not this long.
 */
export const STREAM_IDLE_LIMIT_MS = 60_000;
/** SPEC §9: analytics retry back-off starts at 1000 ms and doubles. */
export const ANALYTICS_RETRY_BASE_DELAY_MS = 1000;

/** SPEC §9 "Analytics client". */
export const ANALYTICS_SESSION_IDLE_MS = 30 * 60 * 1000;
export const ANALYTICS_SESSION_IDLE_RANGE_MS = { min: 60 * 1000, max: 10 * 60 * 60 * 1000 } as const;
export const ANALYTICS_SURVEY_REQUEST_TIMEOUT_MS = 10_000;
export const ANALYTICS_FLAG_TIMEOUT_MS = 3000;
export const ANALYTICS_EVENTS_PER_SECOND = 10;
export const ANALYTICS_EVENTS_BURST = 100;
export const ANALYTICS_STRING_MAX_LENGTH = 65_535;

/**
 * How long the desktop app waits for a sign-in it sent to the system browser: long enough to create an account
 * or choose a new password there (an e-mailed link lives 5 minutes), after which the hand-off is void.
 */
export const DESKTOP_SIGN_IN_WAIT_MS = 30 * 60_000;
