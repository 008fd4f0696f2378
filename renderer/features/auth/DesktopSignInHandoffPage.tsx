import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCreateAuthorizationCode } from '../../data/account.ts';
import { paths } from '../../domain/access/paths.ts';
import { desktopSignInReturn, readDesktopSignIn } from '../../domain/links/desktopSignIn.ts';
import { launchDesktopApp } from '../../platform/launchDesktopApp.ts';
import { useSession } from '../../session/context.tsx';
import { Button, buttonLook } from '../../ui/Button.tsx';
import { BrokenAppLinkPage, OpenAppPage } from '../../ui/DesktopAppPages.tsx';
import { MessagePage } from '../../ui/MessagePage.tsx';
import { Waiting } from '../../ui/Waiting.tsx';

/**
 * /desktop/signin: the desktop app signs staff in through this browser (RFC 8252). Once the person is signed in
 * here (a visitor signs in first, the hand-off kept in the return path), the page asks the identity service for
 * a single-use code bound to the app's PKCE challenge and hands it to the app: through lucy://auth, or the app's
 * loopback listener where no app has the scheme. The code is worthless without the app's verifier.
 */
export function DesktopSignInHandoffPage() {
  const [search] = useSearchParams();
  const request = readDesktopSignIn(search);
  const available = useSession().environments.some((environment) => environment.flags.desktopSignIn);
  const create = useCreateAuthorizationCode();
  const asked = useRef(false);
  const handBack = create.data && request ? desktopSignInReturn(request, create.data.code) : undefined;

  useEffect(() => {
    if (!request || !available || asked.current) return;
    asked.current = true;
    create.mutate({ code_challenge: request.challenge, redirect_uri: request.redirectUri });
  }, [request, available, create]);

  useEffect(() => {
    // The browser asks the person before it opens the app; the page stays, with the link to try again.
    if (handBack) launchDesktopApp(handBack);
  }, [handBack]);

  if (!request) {
    return (
      <BrokenAppLinkPage
        title="This link can’t sign you in to the Lucy app"
        nextStep="In the Lucy app, choose Sign in again."
      />
    );
  }
  if (!available) {
    return (
      <MessagePage
        title="The Lucy app can’t sign in here yet"
        actions={
          <Link className={buttonLook()} to={paths.index}>
            Use Lucy in this browser
          </Link>
        }
      >
        <p>
          Signing in to the Lucy app through the browser isn’t switched on yet. You can use Lucy here instead.
        </p>
      </MessagePage>
    );
  }
  if (create.isError) {
    return (
      <MessagePage
        title="We couldn’t sign you in to the Lucy app"
        actions={
          <Button
            onClick={() =>
              create.mutate({ code_challenge: request.challenge, redirect_uri: request.redirectUri })
            }
          >
            Try again
          </Button>
        }
      >
        <p>Lucy’s servers didn’t answer. Try again in a moment, or choose Sign in again in the Lucy app.</p>
      </MessagePage>
    );
  }
  if (!handBack) {
    return (
      <MessagePage title="Signing you in to the Lucy app">
        <Waiting label="Signing you in to the Lucy app" />
      </MessagePage>
    );
  }
  return (
    <OpenAppPage
      title="You’re signed in to the Lucy app"
      appLink={handBack}
      done="Go back to the Lucy app to carry on. You can close this tab."
      ifNotOpened="If the app didn’t open, use the button once."
    />
  );
}
