import type { TokensResponse } from '../../renderer/api/schemas/common.ts';
import { ApiError } from '../http/errors.ts';
import type { Services } from '../services.ts';
import type { UserRow } from './accounts.ts';

/** Where people are told to write when the service cannot tell which account is theirs. */
export const SUPPORT_EMAIL = 'support@lucy-receptionist.com';

/** SPEC §8: several accounts match; the answer names whom to contact ('Please contact {email} ...'). */
/**
 * SPEC §8 multiple-user-match names whom to contact for access: the owner of one of the matching accounts'
 * organisations who is someone else (the person asking already knows their own address), else support.
 */
export function multipleUserMatch(services: Services, users: readonly UserRow[]): ApiError {
  const asking = new Set(users.map((user) => user.email.toLowerCase()));
  const helper = users
    .map((user) =>
      user.organisation_id ? services.accounts.organisationOwner(user.organisation_id) : undefined,
    )
    .find((owner) => owner && !asking.has(owner.email.toLowerCase()));
  return new ApiError(409, 'multiple-user-match', 'More than one account matches; ask for access instead.', {
    email: helper?.email ?? SUPPORT_EMAIL,
  });
}

/** SPEC §8: after 5 failed password attempts the account is locked until the password is reset. */
export const lockedOut = () =>
  new ApiError(
    400,
    'password-authentication-locked',
    'You have been locked out of your account, to unlock please reset your password here',
  );

/**
 * A proposal (contracts/README "Proposals", flag activationResend): the password sign-in of an account that was
 * signed up but not activated yet. Such an account has no password (it is chosen on activation, SPEC §2 /verify),
 * so no password can be right: the code says what to do instead. The description serves clients that do not
 * know the code, which show it as they show any described refusal.
 */
export const NOT_ACTIVATED_CODE = 'account-not-activated';
export const notActivated = () =>
  new ApiError(
    400,
    NOT_ACTIVATED_CODE,
    'This account is not activated yet. Open the activation link we e-mailed you, or ask for a new one.',
  );

export function requireHumanCheck(services: Services, response: string | undefined): void {
  const outcome = services.humanChecks.redeem(response);
  if (!outcome.success) {
    throw new ApiError(
      400,
      'human-check-failed',
      `The human check failed (${outcome.errorCode}); please try again.`,
    );
  }
}

/**
 * Signs in whoever an outside provider (Google, single sign-on) vouches for, by e-mail. Someone new gets an
 * account without an organisation: the app then asks for their business phone (SPEC §2 /setup/phone).
 */
export async function signInVouchedPerson(
  services: Services,
  person: { email: string; givenName: string; familyName: string },
): Promise<TokensResponse> {
  const users = services.accounts.usersByEmail(person.email);
  if (users.length > 1) throw multipleUserMatch(services, users);
  const user =
    users[0] ??
    services.accounts.createUser({
      email: person.email,
      firstName: person.givenName || person.email.split('@')[0] || 'there',
      lastName: person.familyName,
      phoneNumber: null,
      organisationId: null,
      passwordHash: null,
      emailVerified: true,
      primarySignupIntent: null,
    });
  if (!user.email_verified) services.accounts.markVerified(user.id);
  return services.tokens.issue(user);
}
