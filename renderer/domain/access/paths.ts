/** SPEC §2: every route of the app, so screens, guards and tests spell them once. */
export const paths = {
  index: '/',
  signIn: '/signin',
  reset: '/reset',
  resetInvalid: '/reset/invalid',
  verify: '/verify',
  signUp: '/signup',
  signUpUnavailable: '/signup/unavailable',
  signUpSetup: '/signup/setup',
  signUpBilling: '/signup/billing',
  cancelled: '/cancelled',
  setup: '/setup',
  setupPhone: '/setup/phone',
  setupWaitlist: '/setup/waitlist',
  setupDevice: '/setup/device',
  setupCarrier: '/setup/carrier',
  setupCarrierPlan: '/setup/carrier/plan',
  setupCarrierOther: '/setup/carrier/other',
  setupCarrierValidate: '/setup/carrier/validate',
  setupConfig: '/setup/config',
  setupBilling: '/setup/billing',
  setupLoading: '/setup/loading',
  setupLoadingUpgraded: '/setup/loading/upgraded',
  setupLoadingSwitched: '/setup/loading/switched',
  setupGuide: '/setup/guide',
  settings: '/settings',
  settingsLucy: '/settings/lucy',
  settingsBilling: '/settings/billing',
  settingsIntegrations: '/settings/integrations',
  /** Help: how to reach support, the forwarding guide and what each plan includes. */
  settingsHelp: '/settings/help',
  /** Change password: a signed-in owner asks for the reset link of SPEC §7 by e-mail. */
  settingsPassword: '/settings/password',
  settingsLoadingUpgraded: '/settings/loading/upgraded',
  settingsLoadingSwitched: '/settings/loading/switched',
  reactivate: '/reactivate',
  promo: '/promo',
  contactAutomation: '/ca',
  /** The public page that hands a payment's return back to the desktop app. */
  desktopReturn: '/desktop/return',
  desktopSignIn: '/desktop/signin',
} as const;

/** SPEC §2: the query parameter of activation and reset links. */
export const VERIFICATION_TOKEN_PARAM = 'verificationToken';

/** SPEC §2: the query parameter that carries the return path to /signin. */
export const REDIRECT_PARAM = 'redirect';

/** SPEC §2: a visitor who is not logged in goes to /signin with a redirect parameter holding the current path. */
export function signInWithRedirect(currentPath: string): string {
  return withRedirect(paths.signIn, currentPath);
}

/** A public page (sign-in, sign-up, the password reset) with the path to return to once signed in. */
export function withRedirect(page: string, currentPath: string): string {
  return `${page}?${new URLSearchParams({ [REDIRECT_PARAM]: currentPath })}`;
}

/** SPEC §2: /promo/{code} for a logged-in user. */
export function billingWithPromoCode(code: string): string {
  return `${paths.settingsBilling}?${new URLSearchParams({ promoCode: code })}`;
}

/** SPEC §2: where each loading page goes once the live subscription arrives. */
export const LOADING_DESTINATIONS = {
  [paths.setupLoading]: paths.setupGuide,
  [paths.setupLoadingUpgraded]: `${paths.settingsLucy}?upgrade=success`,
  [paths.setupLoadingSwitched]: `${paths.settingsLucy}?switch=success`,
} as const;

/** SPEC §2: on these paths the user's email and first name are sent to the session recorder. */
export const SESSION_RECORDING_PATHS: readonly string[] = [
  paths.settingsLucy,
  paths.settingsBilling,
  paths.setupLoading,
  paths.setupGuide,
  paths.setupConfig,
  paths.setupBilling,
  paths.signUpSetup,
  paths.signUpBilling,
];

export function identifiesToSessionRecorder(pathname: string): boolean {
  return SESSION_RECORDING_PATHS.includes(normalisePathname(pathname));
}

/**
 * The router matches paths case-insensitively and ignores a trailing slash, so the guards must see
 * `/Settings/` as `/settings`, or a different spelling would slip past them.
 */
export function normalisePathname(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}
