/**
 * Marks the privacy choices: acting on them is not the first action that loads analytics (analytics/start.ts
 * waits for a first action elsewhere before it loads anything).
 */
export const PRIVACY_CONTROL_ATTRIBUTE = 'data-privacy-choices';
