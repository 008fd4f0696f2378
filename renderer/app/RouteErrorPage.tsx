import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../domain/access/paths.ts';
import { useSession } from '../session/context.tsx';
import { Button } from '../ui/Button.tsx';
import { MessagePage } from '../ui/MessagePage.tsx';
import { usePageTitle } from '../ui/pageTitle.ts';
import { SUPPORT_EMAIL } from './supportContact.ts';

/**
 * What a route shows when it cannot load: the screen's code could not be fetched (often a new release or a
 * dropped connection), or the session could not be read. Offers the two ways out that work.
 */
export function RouteErrorPage() {
  const error = useRouteError();
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
