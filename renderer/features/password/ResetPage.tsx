import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { VERIFICATION_TOKEN_PARAM } from '../../domain/access/paths.ts';
import { useSession } from '../../session/context.tsx';
import { keepPendingDesktopSignIn } from '../../session/pendingDesktopSignIn.ts';
import { ChooseNewPassword } from './ChooseNewPassword.tsx';
import { ResetRequest } from './ResetRequest.tsx';

/**
 * SPEC §2 /reset: the forgot-password form; with the query parameter verificationToken (the link of a reset
 * e-mail), the choose-new-password screen instead.
 */
export function ResetPage() {
  const [search] = useSearchParams();
  const token = search.get(VERIFICATION_TOKEN_PARAM);
  const { storage } = useSession();
  // Sent here by the desktop app: the reset link's new password goes on to the app (pendingDesktopSignIn.ts).
  useEffect(() => {
    if (!token) keepPendingDesktopSignIn(storage, search);
  }, [storage, search, token]);
  return (
    <>
      {token ? (
        <ChooseNewPassword token={token} />
      ) : (
        <ResetRequest
          heading="Forgot your password?"
          lead={<p>Enter the email you sign in with and we’ll send you a link to choose a new password.</p>}
        />
      )}
    </>
  );
}
