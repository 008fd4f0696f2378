import { SIGNED_IN, signedIn } from './signedIn.ts';

/** The identity service's provider states (states.ts says what a state is and how it is set up). */
export const identityStates = {
  'no account uses the email': {
    providers: ['identity-service'],
    description: 'No user or pending sign-up has email `email` (sign-up of a new account succeeds).',
    params: ['email'],
    answers: [],
  },
  'the phone number matches several users': {
    providers: ['identity-service'],
    description:
      'Two or more existing users have phone `phone`, so a sign-up or phone step with it is refused with `multiple-user-match`; `contactEmail` is the organisation owner the user should contact. When `email` is given, a user with that email and no organisation is signed in: answer their `accessToken`.',
    params: ['phone', 'contactEmail', 'email'],
    answers: ['accessToken'],
  },
  'several accounts use the email': {
    providers: ['identity-service'],
    description:
      'Two active users in two organisations have email `email` and password `password`, so a sign-in (with that password) or a reset with the email is refused with `multiple-user-match`; the owner of the first organisation has email `contactEmail`.',
    params: ['email', 'password', 'contactEmail'],
    answers: [],
  },

  'a verified user exists': {
    providers: ['identity-service'],
    description:
      'An active user with email `email`, password `password` and first name `firstName` who is a member of an organisation.',
    params: ['email', 'password', 'firstName'],
    answers: [],
  },
  'the user is locked out': {
    providers: ['identity-service'],
    description:
      'An active user with email `email` and password `password` whose password sign-in is locked after too many failed attempts (code `password-authentication-locked`). The service says so only to the right password.',
    params: ['email', 'password'],
    answers: [],
  },
  'the user has a session': {
    providers: ['identity-service'],
    description:
      'A member of an organisation holds a session: answer its refresh token as `refreshToken` (exchanged once for new tokens).',
    params: [],
    answers: ['refreshToken'],
  },
  'the refresh token is no longer valid': {
    providers: ['identity-service'],
    description: 'Refresh token `refreshToken` is unknown, expired or revoked (the refresh grant fails).',
    params: ['refreshToken'],
    answers: [],
  },
  // A proposal (contracts/README "Proposals"): a refresh whose answer was lost may be asked for again.
  'the refresh token was replaced moments ago': {
    providers: ['identity-service'],
    description:
      'A member of an organisation holds a session whose refresh token was exchanged for new tokens a moment ago: answer the replaced token as `refreshToken`.',
    params: [],
    answers: ['refreshToken'],
  },
  // A proposal (contracts/README "Proposals"): the desktop app's sign-in through the system browser.
  'the desktop app was handed a sign-in code': {
    providers: ['identity-service'],
    description:
      'A member of an organisation with email `email`, signed in on the web app, got a desktop sign-in code bound to them, to the PKCE challenge `challenge` (S256) and to the redirect `redirectUri`, unused and unexpired: answer it as `authorizationCode`.',
    params: ['email', 'challenge', 'redirectUri'],
    answers: ['authorizationCode'],
  },
  'the desktop app’s sign-in code was used already': {
    providers: ['identity-service'],
    description:
      'As "the desktop app was handed a sign-in code", and the code was exchanged once already (so it is refused with `invalid_grant`): answer it as `authorizationCode`.',
    params: ['email', 'challenge', 'redirectUri'],
    answers: ['authorizationCode'],
  },
  'the social sign-in provider vouches for the credential': {
    providers: ['identity-service'],
    description:
      'The social sign-in provider (Google) accepts credential `credential` as belonging to the active user with email `email`.',
    params: ['credential', 'email'],
    answers: [],
  },
  'an account awaits email verification': {
    providers: ['identity-service'],
    description:
      'A signed-up user with email `email` and first name `firstName` was sent an activation link: answer the token it carries as `verificationToken`.',
    params: ['email', 'firstName'],
    answers: ['verificationToken'],
  },
  'the account was sent several activation links lately': {
    providers: ['identity-service'],
    description:
      'A proposal (activationResend): a signed-up user with email `email` and first name `firstName`, not activated yet, was sent as many activation links lately as the service allows in a while: asking for another is refused with 429.',
    params: ['email', 'firstName'],
    answers: [],
  },
  'a password-reset link was sent': {
    providers: ['identity-service'],
    description:
      'A user with email `email` and first name `firstName`, member of an organisation, was sent a reset link (valid for 5 minutes, SPEC §9): answer the token as the link carries it (`verificationToken`) and as the set-password call sends it (`resetToken`).',
    params: ['email', 'firstName'],
    answers: ['verificationToken', 'resetToken'],
  },
  'the verification link has expired': {
    providers: ['identity-service'],
    description: 'A reset link was issued but has expired: answer its token as `verificationToken`.',
    params: [],
    answers: ['verificationToken'],
  },
  'the single sign-on connection accepts the code': {
    providers: ['identity-service'],
    description:
      'Single sign-on connection `connection` exchanges authorisation code `code` for the user with email `email`.',
    params: ['connection', 'code', 'email'],
    answers: [],
  },
  'a signed-in user without an organisation': {
    providers: ['identity-service', 'gateway'],
    description:
      'A user with email `email` who belongs to no organisation yet is signed in (answer their `accessToken`); no organisation and no user has phone `phone`.',
    params: ['email', 'phone'],
    answers: ['accessToken'],
  },
  'a signed-in user whose phone belongs to an organisation': {
    providers: ['identity-service'],
    description:
      'A user with email `email` and no organisation is signed in (answer their `accessToken`); an organisation has business phone `phone` and its owner has email `ownerEmail`.',
    params: ['email', 'phone', 'ownerEmail'],
    answers: ['accessToken'],
  },
  'the organisation has a member': {
    providers: ['identity-service'],
    description:
      'An organisation with id `organisationId` exists, and a user with email `email` is its member (the access token claims message names them).',
    params: ['organisationId', 'email'],
    answers: [],
  },
  'a signed-in member of the organisation': {
    providers: ['identity-service', 'gateway'],
    description: `An organisation named \`organisationName\` exists; the member's first name is \`firstName\` and phone \`phone\`.${signedIn}`,
    params: ['organisationName', 'email', 'firstName', 'phone'],
    answers: SIGNED_IN,
  },
} as const;
