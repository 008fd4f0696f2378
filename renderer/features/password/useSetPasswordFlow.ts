import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Tokens } from '../../../bridge/types.ts';
import { useSetPassword } from '../../data/account.ts';
import { AFTER_INVALID_RESET_LINK, afterPasswordReset } from '../../domain/access/afterAuth.ts';
import { paths } from '../../domain/access/paths.ts';
import { useSession, useSignIn } from '../../session/context.tsx';
import { takePendingDesktopSignIn } from '../../session/pendingDesktopSignIn.ts';
import { followDecision } from './followDecision.ts';
import { type LinkPurpose, linkFailureState } from './verificationLink.ts';

/**
 * What /verify and /reset?verificationToken= do with their link: report a bad link (SPEC §4: to
 * /reset/invalid), and set the password, which signs the owner in and sends them on (SPEC §4 "After a
 * password reset"). `finishing` is true from the moment the password is set until the page is left.
 */
export function useSetPasswordFlow(verificationToken: string, purpose: LinkPurpose) {
  const session = useSession();
  const signIn = useSignIn();
  const setPasswordCall = useSetPassword();
  const navigate = useNavigate();
  const [finishing, setFinishing] = useState(false);
  // The host's regions share the contact-automation address (SPEC §3), so the first speaks for all.
  const [environment] = session.environments;
  if (!environment) throw new Error('This host has no environment');
  const { contactAutomationUiHref } = environment;

  const linkFailed = useCallback(
    (error: unknown) =>
      followDecision(AFTER_INVALID_RESET_LINK, navigate, { state: linkFailureState(error, purpose) }),
    [navigate, purpose],
  );

  async function setPassword(password: string): Promise<void> {
    let tokens: Tokens;
    try {
      tokens = await setPasswordCall.mutateAsync({ verificationToken, password });
    } catch (error) {
      linkFailed(error);
      return;
    }
    setFinishing(true);
    try {
      const summary = await signIn(tokens);
      // Sent here by the desktop app: on to its hand-off, which signs the app in too.
      const desktopSignIn = takePendingDesktopSignIn(session.storage);
      if (desktopSignIn) void navigate(desktopSignIn, { replace: true });
      else followDecision(afterPasswordReset(summary, { contactAutomationUiHref }), navigate);
    } catch {
      // Signed in, but the summary could not be built: the index route decides once it can.
      void navigate(paths.index, { replace: true });
    }
  }

  return { finishing, linkFailed, setPassword };
}
