import type { ReactNode } from 'react';
import { Button } from '../../ui/Button.tsx';

/**
 * The end of a "Check your email" page for a password link: where else to look, and the link sent again;
 * `children` are further ways on beside that button, laid out by the page's `actionsClassName`.
 */
export function SendAnotherLink({
  onSendAgain,
  actionsClassName,
  children,
}: {
  onSendAgain(): void;
  actionsClassName: string | undefined;
  children?: ReactNode;
}) {
  return (
    <>
      <p>Can’t find it? Check your spam folder, or send another link.</p>
      <div className={actionsClassName}>
        <Button variant="secondary" onClick={onSendAgain}>
          Send another link
        </Button>
        {children}
      </div>
    </>
  );
}
