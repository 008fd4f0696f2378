import { type Addresses, addressesFor } from './addresses.ts';
import { Billing } from './billing/billing.ts';
import { Campaigns } from './billing/campaigns.ts';
import { Catalogue } from './billing/catalogue.ts';
import { PaymentSessions } from './billing/paymentSessions.ts';
import { Subscriptions } from './billing/subscriptions.ts';
import type { OutboundPolicy } from './http/outbound.ts';
import { Accounts } from './identity/accounts.ts';
import { AuthorizationCodes } from './identity/authorizationCodes.ts';
import { loadSigningKey, type SigningKey } from './identity/keys.ts';
import { Passwords } from './identity/passwords.ts';
import { SessionTokens } from './identity/tokens.ts';
import { VerificationLinks } from './identity/verificationLinks.ts';
import { LucyCalls } from './lucy/calls.ts';
import { LucyConfigs } from './lucy/configs.ts';
import { OutsideWorld } from './lucy/outsideWorld.ts';
import { Mailbox } from './mailbox/mailbox.ts';
import type { DevBackendOptions } from './options.ts';
import type { Database } from './storage/database.ts';
import { AnalyticsInbox } from './thirdParty/analyticsInbox.ts';
import { GoogleAccounts } from './thirdParty/googleAccounts.ts';
import { HumanChecks } from './thirdParty/humanChecks.ts';
import { SsoCodes } from './thirdParty/ssoCodes.ts';

export type ResolvedOptions = DevBackendOptions & { publicOrigin: string };

/** Everything a route needs, built once per backend instance. Routes get it by closure, never globally. */
export interface Services {
  db: Database;
  options: ResolvedOptions;
  addresses: Addresses;
  now: () => number;
  keys: { access: SigningKey; google: SigningKey };
  accounts: Accounts;
  passwords: Passwords;
  tokens: SessionTokens;
  links: VerificationLinks;
  mailbox: Mailbox;
  humanChecks: HumanChecks;
  google: GoogleAccounts;
  sso: SsoCodes;
  /** Codes for the desktop app's sign-in through the browser (a proposal). */
  authorizationCodes: AuthorizationCodes;
  billing: Billing;
  payments: PaymentSessions;
  configs: LucyConfigs;
  /** The calls Lucy answered (placed by a test control or a provider state: the dev backend takes no calls). */
  calls: LucyCalls;
  /** Websites and webhooks with a registered answer (provider states); everything else is really called. */
  outside: OutsideWorld;
  /** What outbound calls (FAQ import, webhook test) may reach: public addresses, plus local samples when allowed. */
  outbound: OutboundPolicy;
  /** Organisations whose voice previews fail (a provider state). */
  voiceOutages: Set<string>;
  analytics: AnalyticsInbox;
}

export async function createServices(db: Database, options: ResolvedOptions): Promise<Services> {
  const now = options.now;
  const addresses = addressesFor(options.publicOrigin);
  const keys = { access: await loadSigningKey(db, 'access'), google: await loadSigningKey(db, 'google') };
  const mailbox = new Mailbox(db, now);
  const subscriptions = new Subscriptions(db);
  const billing = new Billing({
    db,
    now,
    liveDelayMs: options.campaignLiveDelayMs,
    catalogue: new Catalogue(),
    subscriptions,
    campaigns: new Campaigns(db, subscriptions, now),
  });
  return {
    db,
    options,
    addresses,
    now,
    keys,
    accounts: new Accounts(db, now),
    passwords: new Passwords(options.passwordHashCost),
    tokens: new SessionTokens(db, keys.access, {
      issuer: addresses.identity,
      region: options.region,
      accessTtlSeconds: options.accessTokenTtlSeconds,
      refreshTtlSeconds: options.refreshTokenTtlSeconds,
      refreshReuseGraceSeconds: options.refreshReuseGraceSeconds,
      now,
    }),
    links: new VerificationLinks(db, mailbox, now, options.verificationTtlSeconds),
    mailbox,
    humanChecks: new HumanChecks(now, options.providerStates),
    google: new GoogleAccounts(db, keys.google, addresses.googleIssuer, now),
    sso: new SsoCodes(now),
    authorizationCodes: new AuthorizationCodes(now),
    billing,
    payments: new PaymentSessions(db, billing, now),
    configs: new LucyConfigs(db, now),
    calls: new LucyCalls(db, now),
    outside: new OutsideWorld(),
    outbound: options.allowLocalSamples ? { localSamplesPort: options.port } : {},
    voiceOutages: new Set(),
    analytics: new AnalyticsInbox(now),
  };
}
