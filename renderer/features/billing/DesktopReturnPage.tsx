import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DESKTOP_RETURN_PARAM, desktopAppLink } from '../../domain/links/desktopReturn.ts';
import { safeReturnPath } from '../../domain/returnPath.ts';
import { launchDesktopApp } from '../../platform/launchDesktopApp.ts';
import { buttonLook } from '../../ui/Button.tsx';
import { BrokenAppLinkPage, OpenAppPage } from '../../ui/DesktopAppPages.tsx';

/**
 * /desktop/return?to={path}: where checkout and the customer portal send an owner who started in
 * the desktop app (payment pages return to https pages only). It opens the app at {path} through `lucy://`,
 * offers the link again, and says what to do if the app is not on this computer. The path passes the
 * return-path rule (SPEC §2) here and again in the app's main process.
 */
export function DesktopReturnPage() {
  const [search] = useSearchParams();
  const path = safeReturnPath(search.get(DESKTOP_RETURN_PARAM));
  const appLink = desktopAppLink(path);
  const launched = useRef(false);

  useEffect(() => {
    if (!appLink || launched.current) return;
    launched.current = true;
    launchDesktopApp(appLink);
  }, [appLink]);

  if (!path || !appLink) {
    return (
      <BrokenAppLinkPage
        title="This link can’t open the Lucy app"
        nextStep="Open the Lucy app yourself to carry on."
      />
    );
  }

  return (
    <OpenAppPage
      title="Back to the Lucy app"
      appLink={appLink}
      otherWay={
        <Link className={buttonLook('secondary')} to={path}>
          Continue in this browser
        </Link>
      }
      done="You’re done here. The Lucy app on this computer carries on from where you left it."
      ifNotOpened="If nothing happens, the Lucy app may not be installed on this computer: continue in this browser instead, or open the app yourself and sign in."
    />
  );
}
