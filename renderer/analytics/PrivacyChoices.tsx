import { useId, useSyncExternalStore } from 'react';
import { PRIVACY_CONTROL_ATTRIBUTE } from '../domain/analytics/privacyControl.ts';
import { analyticsConsent, CONSENT_BEFORE_READING, type ConsentStore } from './consent.ts';
import styles from './PrivacyChoices.module.css';

/**
 * SPEC §4 "Capturing can be opted in or out": product analytics and session recording, each on or
 * off for this device. The same control in settings and, smaller, on the public pages.
 */
export function PrivacyChoices({ consent = analyticsConsent }: { consent?: ConsentStore }) {
  // Pre-rendered pages (web/prerender.ts) show the default; hydration then shows the device's choice.
  const choice = useSyncExternalStore(consent.subscribe, consent.get, () => CONSENT_BEFORE_READING);
  const id = useId();
  return (
    <fieldset className={styles.choices} {...{ [PRIVACY_CONTROL_ATTRIBUTE]: '' }}>
      <legend className={styles.legend}>Help improve Lucy</legend>
      <div className={styles.choice}>
        <input
          id={`${id}-analytics`}
          type="checkbox"
          checked={choice.analytics}
          aria-describedby={`${id}-analytics-hint`}
          onChange={(event) => consent.set({ ...choice, analytics: event.target.checked })}
        />
        <label htmlFor={`${id}-analytics`}>Product analytics</label>
        <p id={`${id}-analytics-hint`} className={styles.hint}>
          Which pages are visited, without the secrets in their addresses.
        </p>
      </div>
      <div className={styles.choice}>
        <input
          id={`${id}-recording`}
          type="checkbox"
          checked={choice.recording}
          disabled={!choice.analytics}
          aria-describedby={`${id}-recording-hint`}
          onChange={(event) => consent.set({ ...choice, recording: event.target.checked })}
        />
        <label htmlFor={`${id}-recording`}>Session recording</label>
        <p id={`${id}-recording-hint`} className={styles.hint}>
          How the app is used, to find what gets in the way. Nothing you type is recorded.
        </p>
      </div>
      <p className={styles.note}>Your choice is kept on this device.</p>
    </fieldset>
  );
}
