import { describe, expect, it } from 'vitest';
import { accessTokenClaims } from './identity/accessTokenClaims.ts';
import { activationResendProposals } from './identity/activationResendProposal.ts';
import type { IdentityPacts } from './identity/identityPacts.ts';
import { passwordPacts } from './identity/passwordPacts.ts';
import { phonePacts } from './identity/phonePacts.ts';
import { refreshGraceProposal } from './identity/refreshGraceProposal.ts';
import { signUpPacts } from './identity/signUpPacts.ts';
import { tokenPacts } from './identity/tokenPacts.ts';
import { userInfoPacts } from './identity/userInfoPacts.ts';
import { desktopSignInProposals } from './identityProposals.ts';
import { apiFor, committedPactIsCurrent, consumerPact, coverage } from './pactSetup.ts';

/**
 * The one file that writes the identity pact: each group of its interactions lives in contracts/identity/ and is
 * registered here, so every interaction counts towards the coverage of SPEC §7's identity calls below.
 */
const consumer = consumerPact('identity-service');
const { pact, pactV3 } = consumer;
const calls = coverage();

const identityAt: IdentityPacts['identityAt'] = (url, options = {}) =>
  calls.record(apiFor(url, options).api.identity);

describe('identity pact (SPEC §7 "Identity service")', () => {
  const identityPacts = { pact, pactV3, identityAt };
  signUpPacts(identityPacts);
  phonePacts(identityPacts);
  tokenPacts(identityPacts);
  passwordPacts(identityPacts);
  userInfoPacts(identityPacts);

  // Calls no identity service serves yet, apart (contracts/README "Proposals").
  desktopSignInProposals(identityPacts);
  refreshGraceProposal(identityPacts);
  activationResendProposals(identityPacts);

  it('covers every identity call of SPEC §7', () => {
    expect(calls.uncovered(apiFor('http://unused.test').api.identity)).toEqual([]);
  });

  accessTokenClaims(pact);

  committedPactIsCurrent(consumer);
});
