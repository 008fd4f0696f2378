import type { Tokens } from '../../bridge/types.ts';
import { DESKTOP_SIGN_IN_WAIT_MS } from '../../renderer/domain/constants.ts';
import type { BrowserSignInOutcome } from '../../renderer/domain/links/desktopSignIn.ts';
import {
  DESKTOP_AUTH_LINK,
  type DesktopSignInEntry,
  desktopSignInRoute,
  LOOPBACK_CALLBACK_PATH,
  loopbackRedirect,
  readDesktopSignInHandBack,
} from '../../renderer/domain/links/desktopSignIn.ts';
import { isRefusalStatus } from '../../renderer/domain/refusal.ts';
import type { TokenAnswer } from './identityTokens.ts';
import type { LoopbackAnswer, LoopbackListener } from './loopback.ts';
import { createSignInSecrets, type RandomBytes, type SignInSecrets, sameState } from './pkce.ts';

/**
 * Staff sign in to the desktop app through the system browser, as native apps should (RFC 8252): the app opens
 * the web app's /desktop/signin with a PKCE challenge (RFC 7636, S256) and a state; once the person is signed in
 * there (with every method the web app has), the web app hands back a single-use code through lucy://auth, or to
 * a loopback listener of the app where the operating system gives lucy:// links to no app. Main checks the state,
 * exchanges the code with the verifier only it knows, and keeps the tokens in the keychain. One sign-in waits at a
 * time; whatever comes back that is not its hand-back voids it.
 */

export interface SystemBrowserSignInDependencies {
  /** The environment's desktopSignIn flag (a proposal, contracts/README): off, nothing goes to the browser. */
  available: boolean;
  /** The environment's web app, whose /desktop/signin page hands the code back. */
  webOrigin: string;
  /** Whether the operating system gives lucy:// links to this app (an installed build); else a loopback listener. */
  schemeIsOurs(): boolean;
  listen(path: string, onHandBack: (query: string) => Promise<LoopbackAnswer>): Promise<LoopbackListener>;
  /** Opens a vetted address in the system browser; false when it was refused. */
  openBrowser(url: string): boolean;
  /** POST /token, grant_type=authorization_code. */
  exchange(grant: { code: string; verifier: string; redirectUri: string }): Promise<TokenAnswer>;
  /** Keeps the session (the keychain). */
  keep(tokens: Tokens): Promise<void>;
  /** The app window comes to the front, signed in. */
  signedIn(): void;
  warn(message: string): void;
  random?: RandomBytes;
}

export interface SystemBrowserSignIn {
  /** Sends the person to the browser; settles once the sign-in ended, however it ended. */
  start(entry: DesktopSignInEntry): Promise<BrowserSignInOutcome>;
  /** The query of a lucy://auth link that arrived (a second launch, macOS's open-url). */
  handBack(query: string): void;
}

interface Waiting {
  secrets: SignInSecrets;
  redirectUri: string;
  listener?: LoopbackListener;
  timer?: ReturnType<typeof setTimeout>;
  settle(outcome: BrowserSignInOutcome): void;
}

const LOOPBACK_ANSWERS: Record<'signed-in' | 'not', LoopbackAnswer> = {
  'signed-in': {
    status: 200,
    message: 'You’re signed in to the Lucy app. You can close this tab and go back to the app.',
  },
  not: {
    status: 400,
    message:
      'The Lucy app could not sign you in with this page. Go back to the app and choose Sign in again.',
  },
};

export function createSystemBrowserSignIn(
  dependencies: SystemBrowserSignInDependencies,
): SystemBrowserSignIn {
  let waiting: Waiting | undefined;

  function end(sign: Waiting, outcome: BrowserSignInOutcome): BrowserSignInOutcome {
    if (waiting === sign) waiting = undefined;
    clearTimeout(sign.timer);
    sign.listener?.close();
    sign.settle(outcome);
    return outcome;
  }

  async function exchange(sign: Waiting, code: string): Promise<BrowserSignInOutcome> {
    const answer = await dependencies.exchange({
      code,
      verifier: sign.secrets.verifier,
      redirectUri: sign.redirectUri,
    });
    if (!answer.ok) return isRefusalStatus(answer.status) ? 'refused' : 'unreachable';
    try {
      await dependencies.keep(answer.tokens);
    } catch (error) {
      dependencies.warn(
        `The session could not be kept: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 'not-kept';
    }
    dependencies.signedIn();
    return 'signed-in';
  }

  /** A hand-back for `sign`: its state, and then its code, or the sign-in is void. */
  async function receive(sign: Waiting, query: string): Promise<BrowserSignInOutcome> {
    if (waiting !== sign) return 'replaced';
    const handBack = readDesktopSignInHandBack(query);
    if (!handBack || !sameState(sign.secrets.state, handBack.state)) {
      // Not this sign-in's: a stray or forged link. The sign-in ends, so its state cannot be guessed at.
      dependencies.warn('Refused a sign-in hand-back that does not carry the state the app sent');
      return end(sign, 'mismatch');
    }
    // Taken at once: the same link arriving again finds no sign-in waiting, and its code is never sent twice.
    waiting = undefined;
    clearTimeout(sign.timer);
    return end(sign, await exchange(sign, handBack.code));
  }

  return {
    async start(entry) {
      if (!dependencies.available) return 'unavailable';
      if (waiting) end(waiting, 'replaced');
      let settle: (outcome: BrowserSignInOutcome) => void = () => {};
      const ended = new Promise<BrowserSignInOutcome>((resolve) => {
        settle = resolve;
      });
      const secrets = createSignInSecrets(dependencies.random);
      const sign: Waiting = { secrets, redirectUri: DESKTOP_AUTH_LINK, settle };
      waiting = sign;
      let port: number | undefined;
      if (!dependencies.schemeIsOurs()) {
        try {
          sign.listener = await dependencies.listen(LOOPBACK_CALLBACK_PATH, async (query) => {
            const outcome = await receive(sign, query);
            return LOOPBACK_ANSWERS[outcome === 'signed-in' ? 'signed-in' : 'not'];
          });
        } catch (error) {
          dependencies.warn(`No loopback listener for the sign-in: ${String(error)}`);
          return end(sign, 'unreachable');
        }
        // Another sign-in may have started while this one waited for its port.
        if (waiting !== sign) sign.listener.close();
        port = sign.listener.port;
        sign.redirectUri = loopbackRedirect(port);
      }
      if (waiting !== sign) return ended;
      const route = desktopSignInRoute({ challenge: secrets.challenge, state: secrets.state, port, entry });
      if (!dependencies.openBrowser(`${dependencies.webOrigin}${route}`)) return end(sign, 'unreachable');
      sign.timer = setTimeout(() => end(sign, 'expired'), DESKTOP_SIGN_IN_WAIT_MS);
      return ended;
    },
    handBack(query) {
      // A code for the loopback listener is bound to it: only a sign-in sent through lucy:// takes one here.
      if (!waiting || waiting.redirectUri !== DESKTOP_AUTH_LINK) {
        dependencies.warn('Refused a lucy://auth link: no sign-in through the app’s link is waiting');
        return;
      }
      void receive(waiting, query);
    },
  };
}
