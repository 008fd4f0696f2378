import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
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
  ref?: Ref<HumanCheckHandle>;
}

/** SPEC §1, §5: the human-verification widget that protects sign-in, sign-up and password reset. */
export function HumanCheck({ scriptUrl, siteKey, onChange, ref }: HumanCheckProps) {
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

  return (
    <div>
      <div ref={container} style={{ minHeight: 65 }} data-testid="human-check" />
      {failed ? (
        <p role="alert">The security check could not load. Check your connection and reload the page.</p>
      ) : null}
    </div>
  );
}
