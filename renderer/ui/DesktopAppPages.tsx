import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../domain/access/paths.ts';
import { buttonLook } from './Button.tsx';
import { MessagePage } from './MessagePage.tsx';

/**
 * The browser pages that hand an owner back to the Lucy app (after signing in, after a payment page) say the
 * same things the same way: a link that cannot do it, and the app link offered again once the browser tried.
 */

/** A hand-back link that is incomplete or was changed: Lucy in this browser, and `nextStep` in the app. */
export function BrokenAppLinkPage({ title, nextStep }: { title: string; nextStep: string }) {
  return (
    <MessagePage
      title={title}
      actions={
        <Link className={buttonLook()} to={paths.index}>
          Go to Lucy
        </Link>
      }
    >
      <p>The link is incomplete or has been changed. {nextStep}</p>
    </MessagePage>
  );
}

/**
 * The app link, offered again: the browser asks before it opens the app, and may not open it at all.
 * `ifNotOpened` says what to do then; `otherWay` is a further action beside the link.
 */
export function OpenAppPage({
  title,
  appLink,
  otherWay,
  done,
  ifNotOpened,
}: {
  title: string;
  appLink: string;
  otherWay?: ReactNode;
  done: string;
  ifNotOpened: string;
}) {
  return (
    <MessagePage
      title={title}
      actions={
        <>
          <a className={buttonLook()} href={appLink}>
            Open the Lucy app
          </a>
          {otherWay}
        </>
      }
    >
      <p>{done}</p>
      <p>If your browser asks, allow it to open Lucy. {ifNotOpened}</p>
    </MessagePage>
  );
}
