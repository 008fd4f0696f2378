import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { SessionKeeping } from '../../bridge/types.ts';
import { usePersonChanges, useSession } from '../session/context.tsx';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import styles from './SessionKeepingNotice.module.css';

/**
 * Tells staff when their sign-in will not outlive the app: the desktop app keeps it in the OS keychain, and
 * when the keychain cannot (none on the computer, locked, no default collection) they are signed in until
 * they quit. Asked again after each navigation, as signing in ends with one; the web never shows it.
 */
export function SessionKeepingNotice() {
  const { platform } = useSession();
  const { pathname } = useLocation();
  const personChanges = usePersonChanges();
  const [keeping, setKeeping] = useState<SessionKeeping>({ kept: true });
  // Dismissed for this problem: a different one shows again.
  const [dismissed, setDismissed] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation or another person is the trigger.
  useEffect(() => {
    let current = true;
    void platform.sessionKeeping().then((next) => {
      if (current) setKeeping(next);
    });
    return () => {
      current = false;
    };
  }, [platform, pathname, personChanges]);

  if (keeping.kept || dismissed === keeping.detail) return null;
  return (
    <div className={styles.notice}>
      <Alert tone="warning" title="Lucy cannot keep you signed in on this computer">
        <p>{keeping.problem} You can sign in and work as usual, but you are signed out when you quit Lucy.</p>
        <p>{keeping.advice}</p>
        <p className={styles.detail}>The keychain answered: {keeping.detail}</p>
        <Button variant="secondary" onClick={() => setDismissed(keeping.detail)}>
          Dismiss
        </Button>
      </Alert>
    </div>
  );
}
