/**
 * The app's own single sign-on routes (SPEC §1 names the method and §7 the login callback call, not the
 * screens): where a visitor starts, and where the provider sends them back with its code.
 */
export const ssoPaths = {
  start: '/signin/sso',
  callback: '/login/callback',
} as const;
