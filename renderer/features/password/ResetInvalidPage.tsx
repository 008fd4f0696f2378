import { useLocation } from 'react-router';
import { ResetRequest } from './ResetRequest.tsx';
import { LINK_EXPIRY_MINUTES, readLinkFailureState } from './verificationLink.ts';

const HEADING = 'Sorry the link has expired';

/**
 * SPEC §2 /reset/invalid: 'Sorry the link has expired' and the same email form as /reset, so the owner can
 * ask for a fresh link at once. The identity service's reason, when the link page passed one on and it says
 * more than the heading, comes first.
 */
export function ResetInvalidPage() {
  const { reason, purpose } = readLinkFailureState(useLocation().state);
  const extra = reason && reason.replace(/\.$/, '') !== HEADING ? reason : undefined;
  const activation = purpose === 'activation';
  return (
    <ResetRequest
      heading={HEADING}
      purpose={purpose ?? 'either'}
      lead={
        <>
          {extra ? <p>{extra}</p> : null}
          {activation ? (
            <p>
              Activation links work once, for {LINK_EXPIRY_MINUTES} minutes. Enter the email you signed up
              with and we’ll send you a new activation link: it lets you choose your password and finish
              setting up your account.
            </p>
          ) : (
            <p>
              Each link works once, for {LINK_EXPIRY_MINUTES} minutes. Enter your email and we’ll send you a
              new one
              {purpose ? '' : ', whether you were activating a new account or resetting your password'}.
            </p>
          )}
        </>
      }
    />
  );
}
