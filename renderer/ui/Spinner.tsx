import { useState } from 'react';
import styles from './Spinner.module.css';

/**
 * A page's wait shows no wheel in the page's first second, the delay `.delayed` has in Spinner.module.css: a wait
 * that short needs none, and a quick load then has no wheel flashing by (on a phone its frames are drawn
 * while the page loads). Its text is announced at once all the same. A wheel the app draws later in that second
 * shows at about the same moment (it may replace one painted before the script); past it, a wheel shows at once.
 * A button's small wheel always shows at once (it answers a tap), and so does the wheel of a page with nothing
 * else on it.
 */
export const PAGE_WHEEL_DELAY_MS = 1000;

function pageWheelDelay(): { animationDelay: string } | undefined {
  // Not in the pre-rendered page (built ahead of time): there, the delay counts from the page's own start.
  if (typeof document === 'undefined') return undefined;
  return { animationDelay: `${Math.max(0, PAGE_WHEEL_DELAY_MS - performance.now())}ms` };
}

/** An indeterminate spinner. An empty label hides it from assistive technology (the caller announces the wait). */
export function Spinner({
  size = 'medium',
  label = 'Loading',
  delayed = size === 'medium',
}: {
  size?: 'small' | 'medium';
  label?: string;
  /** Whether the wheel waits for the end of the page's first second (see PAGE_WHEEL_DELAY_MS). */
  delayed?: boolean;
}) {
  // Reckoned once: a later render must not move a wheel that is already turning.
  const [delay] = useState(() => (delayed ? pageWheelDelay() : undefined));
  const wheel = (
    <span
      className={`${styles.spinner} ${styles[size]} ${delayed ? styles.delayed : ''}`}
      aria-hidden="true"
      style={delay}
      // The pre-rendered wheel has no delay of its own (see pageWheelDelay); hydration keeps it as it is.
      suppressHydrationWarning
    />
  );
  if (!label) return wheel;
  return (
    <span role="status">
      {wheel}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
