import type { ChangeEvent } from 'react';
import { externalLinks } from '../domain/links/websiteLinks.ts';
import { ExternalLink } from './ExternalLink.tsx';
import { CheckboxField } from './Field.tsx';
import styles from './TermsAgreement.module.css';

/**
 * SPEC §5's privacy-policy agreement ('Please accept the Terms and Conditions' when it is missing), the same
 * wherever an account starts: the sign-up form, and the first setup step of a sign-up through Google.
 */
export function TermsAgreement({
  checked,
  onChange,
  error,
}: {
  checked: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  error: string | undefined;
}) {
  return (
    <CheckboxField
      name="termsAgreement"
      checked={checked}
      onChange={onChange}
      error={error}
      label={
        <span className={styles.terms}>
          I agree to the{' '}
          <ExternalLink href={externalLinks.termsAndConditions}>Terms and Conditions</ExternalLink> and the{' '}
          <ExternalLink href={externalLinks.privacyPolicy}>Privacy Policy</ExternalLink>
        </span>
      }
    />
  );
}
