import { useCallback, useRef, useState } from 'react';
import type { HumanCheckHandle } from './HumanCheck.tsx';

/** How long a submit waits for an automatic check still running before asking the visitor to complete it. */
export const HUMAN_CHECK_WAIT_MS = 10_000;

/**
 * The human-check response a form sends (SPEC §5), shared by sign-in, sign-up and reset. A response is good
 * for one request, so `reset()` after each attempt asks the widget for a new one. `response()` waits for a
 * check that is still running, so a quick visitor's submit is not refused while the widget finishes.
 */
export function useHumanCheck() {
  const widget = useRef<HumanCheckHandle>(null);
  const current = useRef<string | null>(null);
  const waiting = useRef<((response: string | null) => void)[]>([]);
  const [solved, setSolved] = useState(false);
  // While the check's script could not load, no response is coming: a submit is answered at once.
  const unavailable = useRef(false);
  const [failedToLoad, setFailedToLoad] = useState(false);
  const onUnavailable = useCallback((value: boolean) => {
    unavailable.current = value;
    setFailedToLoad(value);
    if (value) for (const resolve of waiting.current.splice(0)) resolve(null);
  }, []);

  const onChange = useCallback((response: string | null) => {
    current.current = response;
    setSolved(response !== null);
    if (response) {
      for (const resolve of waiting.current.splice(0)) resolve(response);
    }
  }, []);

  const response = useCallback((waitMs: number = HUMAN_CHECK_WAIT_MS): Promise<string | null> => {
    if (current.current) return Promise.resolve(current.current);
    if (unavailable.current) return Promise.resolve(null);
    return new Promise((resolve) => {
      waiting.current.push(resolve);
      setTimeout(() => {
        waiting.current = waiting.current.filter((waiter) => waiter !== resolve);
        resolve(current.current);
      }, waitMs);
    });
  }, []);

  const reset = useCallback(() => widget.current?.reset(), []);

  return { widgetProps: { ref: widget, onChange, onUnavailable }, response, reset, solved, failedToLoad };
}
