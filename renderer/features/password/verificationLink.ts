import { identityRefusal } from '../../api/refusals.ts';
import { EMAIL_VERIFICATION_LINK_EXPIRY_MS } from '../../domain/constants.ts';

/** SPEC §9: how long a link in an activation or reset e-mail works, as the e-mails and screens say it. */
export const LINK_EXPIRY_MINUTES = EMAIL_VERIFICATION_LINK_EXPIRY_MS / 60_000;

/** What /reset/invalid is told about the link that brought the owner there. */
export interface LinkFailureState {
  /** The identity service's own words about the link, when it gave any. */
  reason?: string;
  /** What the link was for: an activation link (/verify) is asked for again in a new user's words. */
  purpose?: LinkPurpose;
}

export type LinkPurpose = 'activation' | 'reset';

/**
 * SPEC §8: when every identity address refuses the link, the first inner error is the one used (the api
 * unwraps the aggregate); its description tells the owner what went wrong with the link.
 */
export function linkFailureState(error: unknown, purpose: LinkPurpose): LinkFailureState {
  const detail = identityRefusal(error);
  return detail?.error_description ? { reason: detail.error_description, purpose } : { purpose };
}

export function readLinkFailureState(state: unknown): LinkFailureState {
  if (typeof state !== 'object' || state === null) return {};
  const { reason, purpose } = state as { reason?: unknown; purpose?: unknown };
  return {
    ...(typeof reason === 'string' ? { reason } : {}),
    ...(purpose === 'activation' || purpose === 'reset' ? { purpose } : {}),
  };
}
