import { Link } from 'react-router';
import { paths } from '../domain/access/paths.ts';
import { SUPPORT_EMAIL } from '../domain/supportContact.ts';
import { buttonLook } from '../ui/Button.tsx';
import { MessagePage } from '../ui/MessagePage.tsx';
import { usePageTitle } from '../ui/pageTitle.ts';

/**
 * SPEC §2 index rule 7: the account is in a state no rule covers. The access middleware has already logged
 * the user out; this page says so and points to sign-in and support.
 */
export function IndexErrorPage() {
  usePageTitle('Something went wrong');
  return (
    <MessagePage
      title="Something went wrong"
      actions={
        <>
          <Link className={buttonLook()} to={paths.signIn}>
            Sign in again
          </Link>
          <a className={buttonLook('secondary')} href={`mailto:${SUPPORT_EMAIL}`}>
            Contact support
          </a>
        </>
      }
    >
      <p>We couldn’t work out where to take you, so we’ve signed you out to keep your account safe.</p>
      <p>
        Sign in again to carry on. If you end up back here, email us at{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> and we’ll sort it out.
      </p>
    </MessagePage>
  );
}
