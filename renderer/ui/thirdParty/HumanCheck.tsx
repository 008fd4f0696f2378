import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Alert } from '../Alert.tsx';
import { Button } from '../Button.tsx';
import styles from './HumanCheck.module.css';
import { loadScript } from './loadScript.ts';

export interface HumanCheckHandle {
  /** Clears the widget so the visitor solves it again (SPEC §8: after a failed reset request). */
  reset(): void;
}

interface HumanCheckProps {
  scriptUrl: string;
  siteKey: string;
  /** Receives the verification response, or null when it expires or fails. */
  onChange(response: string | null): void;
  /** Told whether the check's script could not load (true) or is loading again (false). */
  onUnavailable?(unavailable: boolean): void;
  /** Why the form cannot go on without the check, e.g. it was not completed in time. */
  error?: string | undefined;
  ref?: Ref<HumanCheckHandle>;
}

/** SPEC §1, §5: the human-verification widget that protects sign-in, sign-up and password reset. */
export function HumanCheck({ scriptUrl, siteKey, onChange, onUnavailable, error, ref }: HumanCheckProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<string | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onUnavailableRef = useRef(onUnavailable);
  onUnavailableRef.current = onUnavailable;
  const [failed, setFailed] = useState(false);
  // A failed load is tried again on request, without reloading the page and losing what was typed.
  const [attempt, setAttempt] = useState(0);

  useImperativeHandle(ref, () => ({
    reset() {
      onChangeRef.current(null);
      if (widget.current) window.turnstile?.reset(widget.current);
    },
  }));

  // biome-ignore lint/correctness/useExhaustiveDependencies: a retry changes `attempt`, so the script is asked for again.
  useEffect(() => {
    let cancelled = false;
    loadScript(`${scriptUrl}?render=explicit`)
      .then(() => {
        if (cancelled || !container.current || !window.turnstile) return;
        widget.current = window.turnstile.render(container.current, {
          sitekey: siteKey,
          size: 'flexible',
          theme: 'light',
          callback: (token) => onChangeRef.current(token),
          'expired-callback': () => onChangeRef.current(null),
          'error-callback': () => onChangeRef.current(null),
        });
      })
      .catch(() => {
        if (cancelled) return;
        setFailed(true);
        onUnavailableRef.current?.(true);
      });
    return () => {
      cancelled = true;
      if (widget.current) window.turnstile?.remove(widget.current);
      widget.current = undefined;
    };
  }, [scriptUrl, siteKey, attempt]);

  function retry() {
    setFailed(false);
    onUnavailableRef.current?.(false);
    setAttempt((count) => count + 1);
  }

  return (
    <div className={styles.humanCheck}>
      <div ref={container} className={styles.widget} data-testid="human-check" />
      {failed ? (
        <Alert tone="danger">
          <p>
            The security check could not load, so this form can’t be sent yet. Check your connection, then try
            the check again: what you typed stays here.
          </p>
          <Button variant="secondary" onClick={retry}>
            Try the security check again
          </Button>
        </Alert>
      ) : error ? (
        <Alert tone="danger">
          <p>{error}</p>
        </Alert>
      ) : null}
    </div>
  );
}
