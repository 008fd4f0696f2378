import { Link } from 'react-router';
import { MessagePage } from '../../ui/MessagePage.tsx';
import { usePageTitle } from '../../ui/pageTitle.ts';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <MessagePage title="We couldn’t find that page">
      <p>
        The link may be old or mistyped. <Link to="/">Go to the start</Link>
      </p>
    </MessagePage>
  );
}
