import type { Tokens } from '../../bridge/types.ts';
import { AuthorizationCodes } from '../../dev-backend/identity/authorizationCodes.ts';
import type { TokenAnswer } from '../../main/signIn/identityTokens.ts';
import { listenOnLoopback } from '../../main/signIn/loopback.ts';
import { createSystemBrowserSignIn } from '../../main/signIn/systemBrowserSignIn.ts';
import { desktopSignInReturn, readDesktopSignIn } from '../../renderer/domain/links/desktopSignIn.ts';

/**
 * The desktop app's sign-in through the system browser, with what it is given recorded: the browser it opens,
 * the tokens it keeps, its warnings, and the identity service it exchanges codes with. Tests only.
 */

export const WEB_APP = 'https://app.lucy-receptionist.com';

/**
 * The identity service as the proposal has it (the dev backend's code store): codes bound to a person, a PKCE
 * challenge (S256) and a redirect, used once.
 */
function identityService() {
  const codes = new AuthorizationCodes(() => Date.now());
  const exchanges: { code: string; verifier: string; redirectUri: string }[] = [];
  return {
    codes,
    exchanges,
    async exchange(grant: { code: string; verifier: string; redirectUri: string }): Promise<TokenAnswer> {
      exchanges.push(grant);
      const person = codes.redeem(grant.code, grant.verifier, grant.redirectUri);
      return person
        ? { ok: true, tokens: { access_token: `access-${person}`, refresh_token: `refresh-${person}` } }
        : { ok: false, status: 400, error: 'invalid_grant' };
    },
  };
}

export function desktopApp(options: { schemeIsOurs?: boolean; available?: boolean } = {}) {
  const identity = identityService();
  const opened: string[] = [];
  const kept: Tokens[] = [];
  const warnings: string[] = [];
  let shown = 0;
  const signIn = createSystemBrowserSignIn({
    available: options.available ?? true,
    webOrigin: WEB_APP,
    schemeIsOurs: () => options.schemeIsOurs ?? true,
    listen: listenOnLoopback,
    openBrowser: (url) => opened.push(url) > 0,
    exchange: (grant) => identity.exchange(grant),
    keep: async (tokens) => {
      kept.push(tokens);
    },
    signedIn: () => {
      shown += 1;
    },
    warn: (message) => warnings.push(message),
  });

  /** What the browser was sent to, as the web app's /desktop/signin page reads it. */
  function browserPage(index = opened.length - 1) {
    const url = new URL(opened[index] ?? '');
    const request = readDesktopSignIn(url.searchParams);
    if (!request) throw new Error(`Not a hand-off page: ${url}`);
    return { url, request };
  }

  /** The web app, once `person` signed in there: a code for the page's challenge, and the hand-back address. */
  function signedInOnTheWeb(person = 'user_1', index?: number): string {
    const { request } = browserPage(index);
    return desktopSignInReturn(request, identity.codes.issue(person, request.challenge, request.redirectUri));
  }

  const query = (address: string) => new URL(address).search.slice(1);
  return {
    signIn,
    identity,
    opened,
    kept,
    warnings,
    shown: () => shown,
    browserPage,
    signedInOnTheWeb,
    query,
  };
}
