import { useState } from 'react';
import { serviceFailure } from '../../api/refusals.ts';
import { useRequestPasswordReset } from '../../data/account.ts';
import { LUCY_UNREACHABLE } from '../../domain/errorCatalogue.ts';
import { notify } from '../../notifications/notify.ts';
import { useSession } from '../../session/context.tsx';
import { useHumanCheck } from '../../ui/thirdParty/useHumanCheck.ts';
import { resetRequestFailureMessage } from './resetRequestFailure.ts';

const HUMAN_CHECK_INCOMPLETE = 'Complete the security check to send the link.';

/** How asking for a reset link went. */
export type ResetLinkOutcome =
  | { kind: 'sent' }
  /** The human check gave no response: the widget says so, nothing was sent. */
  | { kind: 'unchecked' }
  /**
   * The identity service refused or could not be reached: `message` is the toast's (SPEC §8), `unreachable`
   * says the request never reached the service, so the screen can say to check the connection.
   */
  | { kind: 'failed'; message: string; unreachable: boolean };

/**
 * SPEC §7 POST {identity}/reset, protected by the human check (SPEC §5): the one way the app asks for a link to
 * choose a new password, from the forgot-password form and from a signed-in owner's Change password. A failed
 * request shows the SPEC §8 toast and resets the widget for the next try.
 */
export function useResetLinkRequest() {
  const session = useSession();
  const [environment] = session.environments;
  if (!environment) throw new Error('This host has no environment');
  const check = useHumanCheck();
  const requestReset = useRequestPasswordReset();
  const [checkError, setCheckError] = useState<string>();

  async function send(email: string): Promise<ResetLinkOutcome> {
    const turnstileResponse = await check.response();
    if (!turnstileResponse) {
      setCheckError(HUMAN_CHECK_INCOMPLETE);
      return { kind: 'unchecked' };
    }
    setCheckError(undefined);
    try {
      await requestReset.mutateAsync({ email, turnstileResponse });
      return { kind: 'sent' };
    } catch (failure) {
      const message = resetRequestFailureMessage(failure, email);
      notify.error(message);
      check.reset();
      return { kind: 'failed', message, unreachable: serviceFailure(failure).kind === 'unreachable' };
    }
  }

  return {
    send,
    /** What the HumanCheck widget of the form is given. */
    humanCheckProps: {
      ...check.widgetProps,
      scriptUrl: environment.scripts.humanCheck,
      siteKey: environment.humanCheckSiteKey,
      error: checkError,
    },
  };
}

/** What a screen says beside the form when the link could not be sent, once the toast has gone. */
export function resetLinkFailureText(outcome: Extract<ResetLinkOutcome, { kind: 'failed' }>): string {
  return outcome.unreachable ? LUCY_UNREACHABLE : outcome.message;
}
