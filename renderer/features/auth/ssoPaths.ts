/**
 * Where the company's single sign-on sends the visitor back with its code (SPEC §1 names the method and §7 the
 * login callback call; the app's route for it is ours).
 */
export const SSO_CALLBACK_PATH = '/login/callback';
