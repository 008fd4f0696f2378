import { vetPaymentUrl } from '../../domain/links/vetting.ts';
import type { Session } from '../../session/createSession.ts';

/** The gateway answered a payment page the app will not go to (not the payment provider's https page). */
export class RefusedPaymentPageError extends Error {
  override name = 'RefusedPaymentPageError';
}

/**
 * The checkout or portal address the gateway answered, vetted (renderer/domain/links): https on the payment
 * provider's hosts, or in local development the dev backend's stand-in. Anything else (a `javascript:` URL,
 * another site) is refused: the owner sees the usual billing failure and the app stays where it is.
 */
export function requirePaymentPage(url: string, session: Pick<Session, 'environments'>): string {
  const [environment] = session.environments;
  const localDevelopment = environment?.name === 'local';
  const vetted = vetPaymentUrl(url, {
    localDevelopment,
    localBackendOrigin: localDevelopment ? environment.gateway : undefined,
  });
  if (!vetted) {
    console.error('The payment page address was refused: it is not the payment provider’s.', url);
    throw new RefusedPaymentPageError('Refused payment page address');
  }
  return vetted.href;
}
