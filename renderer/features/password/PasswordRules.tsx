import { useId } from 'react';
import { passwordChecklist } from '../../domain/validation/password.ts';
import styles from './password.module.css';

/** SPEC §5: the live ticks of the new-password rules, each ticked as the password meets it. */
/** `id` names the list so the password field can point at it with aria-describedby. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const titleId = useId();
  return (
    <div className={styles.rules}>
      <p className={styles.rulesTitle} id={titleId}>
        Your password needs
      </p>
      <ul className={styles.checklist} aria-labelledby={titleId} id={id}>
        {passwordChecklist(password).map((rule) => (
          <li key={rule.id} className={rule.met ? styles.met : undefined}>
            <svg className={styles.tick} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              {rule.met ? <path d="M3.5 8.5l3 3 6-7" /> : <circle cx="8" cy="8" r="2.5" />}
            </svg>
            {rule.label}
            <span className="visually-hidden">{rule.met ? ': done' : ': not yet'}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
