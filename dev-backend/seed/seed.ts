import { sampleConfig } from '../lucy/sampleConfig.ts';
import type { Services } from '../services.ts';
import {
  GOOGLE_ONLY_ACCOUNT,
  SEED_PASSWORD,
  SEED_PROMO_CODE,
  type SeedAccount,
  SHARED_EMAIL,
  SHARED_ORGANISATION_OWNER,
  SHARED_PHONE,
  seedAccounts,
} from './accounts.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const FAILED_ATTEMPTS_OF_LOCKED = 5;

/** Fixed configuration every instance has, seeded or not: the promo code that discounts. */
export function configureCatalogue(services: Services): void {
  services.billing.catalogue.addPromoCode(SEED_PROMO_CODE.code, SEED_PROMO_CODE.percentOff);
}

function seedPlan(
  services: Services,
  organisation: { id: string; country: string },
  account: SeedAccount,
): void {
  const { billing, now } = services;
  const plan = account.plan;
  if (!plan) return;
  const ago = (days: number) => now() - days * DAY_MS;
  const campaign = billing.campaigns.create({
    organisationId: organisation.id,
    country: organisation.country,
    kind: plan.kind === 'contact-automation' ? 'contact-automation' : 'lucy',
    liveAt: ago(plan.startedDaysAgo),
  });
  if (plan.kind === 'contact-automation') {
    billing.subscriptions.create({
      organisationId: organisation.id,
      campaignId: campaign.id,
      type: 'contact-automation',
      status: 'active',
      productTier: 'business',
      tag: 'contact-automation',
      billingPeriod: 'monthly',
      createdAt: ago(plan.startedDaysAgo),
    });
    return;
  }
  if (plan.kind === 'free') {
    billing.subscriptions.create({
      organisationId: organisation.id,
      campaignId: campaign.id,
      type: 'free',
      status: plan.status,
      productTier: 'free',
      tag: 'lucy',
      billingPeriod: null,
      createdAt: ago(plan.startedDaysAgo),
      canceledAt: plan.cancelledDaysAgo === undefined ? null : ago(plan.cancelledDaysAgo),
    });
    if (plan.reactivatedDaysAgo !== undefined)
      billing.freePlan.recordEventAt(organisation.id, 'reactivate', ago(plan.reactivatedDaysAgo));
    if (plan.cancelledDaysAgo !== undefined)
      billing.freePlan.recordEventAt(organisation.id, 'cancel', ago(plan.cancelledDaysAgo));
    if (plan.status === 'cancelled') billing.campaigns.setLiveAt(campaign.id, null);
    return;
  }
  for (const old of plan.history ?? []) {
    const row = billing.subscriptions.create({
      organisationId: organisation.id,
      campaignId: campaign.id,
      type: 'paid',
      status: 'canceled',
      productTier: old.tier,
      tag: 'lucy',
      billingPeriod: old.period,
      createdAt: ago(old.startedDaysAgo),
      canceledAt: ago(old.canceledDaysAgo),
    });
    billing.subscriptions.update(row.id, { current_period_end: ago(old.canceledDaysAgo) });
  }
  const canceled = plan.status === 'canceled';
  const row = billing.subscriptions.create({
    organisationId: organisation.id,
    campaignId: campaign.id,
    type: 'paid',
    status: plan.status,
    productTier: plan.tier,
    tag: 'lucy',
    billingPeriod: plan.period,
    cancelAtPeriodEnd: plan.cancelAtPeriodEnd ?? false,
    createdAt: ago(plan.startedDaysAgo),
    canceledAt: canceled ? ago(Math.max(0, plan.startedDaysAgo - 30)) : null,
  });
  // The current period runs from the last renewal to the next; a canceled plan ended at its last period end.
  const period = plan.period === 'monthly' ? 30 : 365;
  const elapsed = plan.startedDaysAgo % period;
  billing.subscriptions.update(row.id, {
    current_period_end: canceled
      ? ago(Math.max(0, plan.startedDaysAgo - 30))
      : now() + (period - elapsed) * DAY_MS,
  });
  if (canceled) billing.campaigns.setLiveAt(campaign.id, null);
}

function seedAccount(services: Services, account: SeedAccount, passwordHash: string): void {
  const { accounts } = services;
  const organisation = account.organisation
    ? accounts.createOrganisation({
        name: account.organisation.name,
        country: account.organisation.country,
        phoneNumber: account.organisation.phone,
      })
    : null;
  const user = accounts.createUser({
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    phoneNumber: organisation?.phone_number ?? null,
    organisationId: organisation?.id ?? null,
    passwordHash: account.unverified ? null : passwordHash,
    emailVerified: !account.unverified,
    primarySignupIntent: 'answer-calls',
  });
  if (account.locked) {
    for (let attempt = 0; attempt < FAILED_ATTEMPTS_OF_LOCKED; attempt++)
      accounts.recordFailedLogin(user.id, FAILED_ATTEMPTS_OF_LOCKED);
  }
  services.google.add(account.email, account.firstName, account.lastName);
  if (!organisation) return;
  if (account.config)
    services.configs.save(organisation.id, sampleConfig(organisation.name, organisation.country));
  if (account.config || account.plan) {
    services.db.run(
      'INSERT INTO user_devices (user_id, device, updated_at) VALUES (?, ?, ?)',
      user.id,
      JSON.stringify({
        device: 'iphone',
        carrier:
          organisation.country === 'AU' ? 'Telstra' : organisation.country === 'US' ? 'Verizon' : 'Vodafone',
        planType: null,
        otherCarrier: false,
        unsureCarrier: false,
      }),
      services.now(),
    );
  }
  seedPlan(services, organisation, account);
}

/**
 * One person with two businesses: two accounts with the same e-mail and the same phone, in two
 * organisations (the multiple-user-match case, for sign-in by e-mail and sign-up by phone). The first
 * organisation was opened by its owner, whom the service names as the one to contact.
 */
function seedSharedEmail(services: Services, passwordHash: string): void {
  for (const [index, name] of ['Twin Peaks Cafe', 'Twin Peaks Catering'].entries()) {
    const organisation = services.accounts.createOrganisation({
      name,
      country: 'AU',
      phoneNumber: `+6135550020${index}`,
    });
    if (index === 0) {
      services.accounts.createUser({
        ...SHARED_ORGANISATION_OWNER,
        phoneNumber: '+61355500210',
        organisationId: organisation.id,
        passwordHash,
        emailVerified: true,
        primarySignupIntent: 'answer-calls',
      });
    }
    services.accounts.createUser({
      email: SHARED_EMAIL,
      firstName: 'Sam',
      lastName: 'Shared',
      phoneNumber: SHARED_PHONE,
      organisationId: organisation.id,
      passwordHash,
      emailVerified: true,
      primarySignupIntent: 'answer-calls',
    });
  }
}

/** Fills an empty database with the seeded accounts (README "Dev backend"). */
export async function seed(services: Services): Promise<void> {
  const passwordHash = await services.passwords.hash(SEED_PASSWORD);
  services.db.transaction(() => {
    for (const account of seedAccounts) seedAccount(services, account, passwordHash);
    seedSharedEmail(services, passwordHash);
    services.google.add(
      GOOGLE_ONLY_ACCOUNT.email,
      GOOGLE_ONLY_ACCOUNT.givenName,
      GOOGLE_ONLY_ACCOUNT.familyName,
    );
  });
}

/** A fresh activation link for each seeded account still waiting for one (links expire after 5 minutes). */
export function renewPendingLinks(services: Services): void {
  for (const account of seedAccounts.filter((candidate) => candidate.unverified)) {
    const user = services.accounts.usersByEmail(account.email)[0];
    if (!user || user.email_verified) continue;
    services.links.send(user, 'verify', services.options.appOrigin);
  }
}

/** On start: seed an empty database, set up the catalogue, and renew the links seeded accounts wait on. */
export async function seedIfEmpty(services: Services): Promise<void> {
  configureCatalogue(services);
  const users = services.db.get<{ n: number }>('SELECT count(*) AS n FROM users')?.n ?? 0;
  if (users === 0) await seed(services);
  renewPendingLinks(services);
}
