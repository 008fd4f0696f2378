import { Link } from 'react-router';
import { MessagePage, primaryActionLink } from '../../ui/MessagePage.tsx';

export function NotFoundPage() {
  return (
    <MessagePage
      title="We couldn’t find that page"
      actions={
        <Link className={primaryActionLink} to="/">
          Go to the start
        </Link>
      }
    >
      <p>The link may be old or mistyped.</p>
    </MessagePage>
  );
}
