import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
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
  /** Why the form cannot go on without the check, e.g. it was not completed in time. */
  error?: string | undefined;
  ref?: Ref<HumanCheckHandle>;
}

/** SPEC §1, §5: the human-verification widget that protects sign-in, sign-up and password reset. */
export function HumanCheck({ scriptUrl, siteKey, onChange, error, ref }: HumanCheckProps) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<string | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const [failed, setFailed] = useState(false);

  useImperativeHandle(ref, () => ({
    reset() {
      onChangeRef.current(null);
      if (widget.current) window.turnstile?.reset(widget.current);
    },
  }));

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
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      if (widget.current) window.turnstile?.remove(widget.current);
      widget.current = undefined;
    };
  }, [scriptUrl, siteKey]);

  const message = failed
    ? 'The security check could not load. Check your connection and reload the page.'
    : error;
  return (
    <div className={styles.humanCheck}>
      <div ref={container} className={styles.widget} data-testid="human-check" />
      {message ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
