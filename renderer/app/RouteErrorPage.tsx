import { useCallback, useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useNavigation, useRouteError } from 'react-router';
import { paths } from '../domain/access/paths.ts';
import { POLLING_INTERVAL_MS } from '../domain/constants.ts';
import { SUPPORT_EMAIL } from '../domain/supportContact.ts';
import { useSession } from '../session/context.tsx';
import { LucyUnreachableError } from '../session/unreachable.ts';
import { Button } from '../ui/Button.tsx';
import { MessagePage } from '../ui/MessagePage.tsx';
import { usePageTitle } from '../ui/pageTitle.ts';

/**
 * A source the guards need did not answer, even after the retries of SPEC §9: rather than guess where the owner
 * belongs, the page says so and tries again by itself every 5 s (SPEC §9 polling interval), going on to the
 * route as soon as Lucy answers. Nothing is lost: the owner was between pages (an editor with unsaved changes
 * does not let them leave), and trying again is the same navigation again.
 */
function LucyUnreachablePage() {
  usePageTitle('Can’t reach Lucy right now');
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const retrying = navigation.state !== 'idle';
  const retry = useCallback(() => void navigate(location, { replace: true }), [navigate, location]);
  useEffect(() => {
    if (retrying) return;
    const next = setTimeout(retry, POLLING_INTERVAL_MS);
    return () => clearTimeout(next);
  }, [retrying, retry]);
  return (
    <MessagePage
      title="We can’t reach Lucy right now"
      actions={
        <Button onClick={retry} loading={retrying}>
          Try again
        </Button>
      }
    >
      <p role="status">
        Lucy’s servers aren’t answering at the moment, so we can’t show this page yet. Your settings are safe.
        We’ll keep trying and carry on as soon as they answer.
      </p>
      <p>
        Still stuck after a few minutes? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </MessagePage>
  );
}

/**
 * What a route shows when it cannot load: the screen's code could not be fetched (often a new release or a
 * dropped connection), or the session could not be read. Offers the two ways out that work.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (error instanceof LucyUnreachableError) return <LucyUnreachablePage />;
  return <LoadFailurePage error={error} />;
}

function LoadFailurePage({ error }: { error: unknown }) {
  const session = useSession();
  usePageTitle('Something went wrong');
  console.error(error);
  // A fresh page load, so whatever failed to load is fetched again.
  const signInAgain = async () => {
    await session.signOut();
    window.location.assign(paths.signIn);
  };
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <MessagePage
      title={notFound ? 'We couldn’t find that page' : 'Something went wrong'}
      actions={
        <>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button variant="secondary" onClick={() => void signInAgain()}>
            Sign in again
          </Button>
        </>
      }
    >
      <p>
        {notFound
          ? 'The link may be old or mistyped.'
          : 'This page didn’t load. Reloading usually fixes it; if it doesn’t, sign in again.'}
      </p>
      <p>
        Still stuck? Email <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
      </p>
    </MessagePage>
  );
}
