import { Link } from 'react-router';
import { buttonLook } from '../../ui/Button.tsx';
import { MessagePage } from '../../ui/MessagePage.tsx';

export function NotFoundPage() {
  return (
    <MessagePage
      title="We couldn’t find that page"
      actions={
        <Link className={buttonLook()} to="/">
          Go to the start
        </Link>
      }
    >
      <p>The link may be old or mistyped.</p>
    </MessagePage>
  );
}
