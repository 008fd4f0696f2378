import type { BillingPeriod } from '../../renderer/api/schemas/common.ts';
import type { PaidTier } from '../billing/catalogue.ts';

/** The one password every seeded account has (README "Dev backend"). */
export const SEED_PASSWORD = 'Lucy-demo-2026!';

export type SeedPlan =
  | {
      kind: 'paid';
      tier: PaidTier;
      period: BillingPeriod;
      status: 'active' | 'trialing' | 'past_due' | 'canceled';
      startedDaysAgo: number;
      cancelAtPeriodEnd?: boolean;
      /** Older paid plans, oldest first, all canceled: the latest is the one that counts (SPEC §4). */
      history?: { tier: PaidTier; period: BillingPeriod; startedDaysAgo: number; canceledDaysAgo: number }[];
    }
  | {
      kind: 'free';
      status: 'active' | 'cancelled';
      startedDaysAgo: number;
      cancelledDaysAgo?: number;
      reactivatedDaysAgo?: number;
    }
  | { kind: 'contact-automation'; startedDaysAgo: number };

export interface SeedAccount {
  email: string;
  firstName: string;
  lastName: string;
  /** The access state or case this account shows (README table). */
  shows: string;
  /**
   * Where signing in with the seed password lands in a fresh browser (README table, the banner); the e2e
   * spec seeded-landings.spec.ts signs each one in and checks it.
   */
  lands: string;
  /** The organisation, or null for a user who has none. */
  organisation: { name: string; country: 'AU' | 'US' | 'GB' | 'CA'; phone: string } | null;
  config: boolean;
  plan?: SeedPlan;
  locked?: boolean;
  /** Signed up but not activated: no password yet, a verification link waits in the mailbox. */
  unverified?: boolean;
}

/**
 * One account per access state (SPEC §4) and per case a screen needs. Business phones come from ranges
 * kept for fiction (AU 03 5550 xxxx, US 212 555-01xx, UK 0161 496 0xxx, CA 416 555-01xx).
 */
export const seedAccounts: readonly SeedAccount[] = [
  {
    email: 'owner.active@example.com',
    firstName: 'Ava',
    lastName: 'Active',
    shows: 'Active professional subscription (AU), Lucy config, live Lucy number',
    lands: '/settings/lucy',
    organisation: { name: 'Sunrise Café', country: 'AU', phone: '+61355500101' },
    config: true,
    plan: { kind: 'paid', tier: 'professional', period: 'monthly', status: 'active', startedDaysAgo: 45 },
  },
  {
    email: 'owner.trialing@example.com',
    firstName: 'Theo',
    lastName: 'Trialing',
    shows: 'Business tier on trial (US)',
    lands: '/settings/lucy',
    organisation: { name: 'Maple Street Dental', country: 'US', phone: '+12125550101' },
    config: true,
    plan: { kind: 'paid', tier: 'business', period: 'monthly', status: 'trialing', startedDaysAgo: 3 },
  },
  {
    email: 'owner.pastdue@example.com',
    firstName: 'Pia',
    lastName: 'Pastdue',
    shows: 'Payment failed (past_due): Connect Lucy hidden',
    lands: '/settings/lucy',
    organisation: { name: 'Coastal Electrics', country: 'AU', phone: '+61355500102' },
    config: true,
    plan: { kind: 'paid', tier: 'professional', period: 'monthly', status: 'past_due', startedDaysAgo: 62 },
  },
  {
    email: 'owner.canceled@example.com',
    firstName: 'Cal',
    lastName: 'Canceled',
    shows: 'Latest paid subscription canceled (an older one too): Manage Plan leads to /reactivate',
    lands: '/settings/lucy',
    organisation: { name: 'Bloom Florist', country: 'AU', phone: '+61355500103' },
    config: true,
    plan: {
      kind: 'paid',
      tier: 'professional',
      period: 'monthly',
      status: 'canceled',
      startedDaysAgo: 70,
      history: [{ tier: 'business', period: 'yearly', startedDaysAgo: 500, canceledDaysAgo: 135 }],
    },
  },
  {
    email: 'owner.free@example.com',
    firstName: 'Fern',
    lastName: 'Free',
    shows: 'Free plan, active',
    lands: '/settings/lucy',
    organisation: { name: 'Paws Grooming', country: 'AU', phone: '+61355500104' },
    config: true,
    plan: { kind: 'free', status: 'active', startedDaysAgo: 20 },
  },
  {
    email: 'owner.freecancelled@example.com',
    firstName: 'Fred',
    lastName: 'Freecancelled',
    shows: 'Free plan cancelled 40 days ago: may reactivate',
    lands: '/settings/lucy',
    organisation: { name: 'Northside Tutoring', country: 'AU', phone: '+61355500105' },
    config: true,
    plan: { kind: 'free', status: 'cancelled', startedDaysAgo: 90, cancelledDaysAgo: 40 },
  },
  {
    email: 'owner.noorg@example.com',
    firstName: 'Nora',
    lastName: 'Noorg',
    shows: 'Signed in without an organisation: /setup/phone',
    lands: '/setup/phone',
    organisation: null,
    config: false,
  },
  {
    email: 'owner.new@example.com',
    firstName: 'Ned',
    lastName: 'New',
    shows: 'Organisation only: no config, no subscription (/setup/device)',
    lands: '/setup/device',
    organisation: { name: 'Corner Bakery', country: 'AU', phone: '+61355500106' },
    config: false,
  },
  {
    email: 'owner.nosub@example.com',
    firstName: 'Nina',
    lastName: 'Nosub',
    // The seed keeps phone answers for an owner with a config, and a browser without answers of its own reads
    // them (flag phoneChoiceRead), so the phone questions are already answered here.
    shows: 'Lucy config and phone answers, no subscription',
    lands: '/setup/billing',
    organisation: { name: 'Riverside Physio', country: 'AU', phone: '+61355500107' },
    config: true,
  },
  {
    email: 'owner.nonlucy@example.com',
    firstName: 'Noel',
    lastName: 'Nonlucy',
    shows: 'A contact-automation (non-Lucy) campaign: sent to /ca/',
    lands: 'the contact-automation app (/ca/)',
    organisation: { name: 'Summit Realty', country: 'AU', phone: '+61355500108' },
    config: false,
    plan: { kind: 'contact-automation', startedDaysAgo: 120 },
  },
  {
    email: 'owner.locked@example.com',
    firstName: 'Lola',
    lastName: 'Locked',
    shows: 'Locked out after 5 failed sign-ins (password-authentication-locked); a reset unlocks',
    lands: 'stays on /signin: the locked-out message',
    organisation: { name: 'Lakeside Vet', country: 'AU', phone: '+61355500109' },
    config: true,
    plan: { kind: 'paid', tier: 'professional', period: 'monthly', status: 'active', startedDaysAgo: 30 },
    locked: true,
  },
  {
    email: 'owner.unverified@example.com',
    firstName: 'Uma',
    lastName: 'Unverified',
    shows: 'Signed up, not activated: verification link in the mailbox (renewed at every start)',
    lands: 'stays on /signin: not activated yet',
    organisation: { name: 'Greenleaf Landscaping', country: 'AU', phone: '+61355500110' },
    config: false,
    unverified: true,
  },
  {
    email: 'owner.reactivated@example.com',
    firstName: 'Remy',
    lastName: 'Reactivated',
    shows: 'Free plan cancelled again 5 days after a reactivation: reactivation refused for 30 days',
    lands: '/settings/lucy',
    organisation: { name: 'Harbourside Yoga', country: 'AU', phone: '+61355500111' },
    config: true,
    plan: {
      kind: 'free',
      status: 'cancelled',
      startedDaysAgo: 120,
      cancelledDaysAgo: 5,
      reactivatedDaysAgo: 10,
    },
  },
  {
    email: 'owner.cancelling@example.com',
    firstName: 'Cleo',
    lastName: 'Cancelling',
    shows: 'Active professional plan set to cancel at the end of the period (revert cancellation)',
    lands: '/settings/lucy',
    organisation: { name: 'Oak & Iron Joinery', country: 'AU', phone: '+61355500112' },
    config: true,
    plan: {
      kind: 'paid',
      tier: 'professional',
      period: 'monthly',
      status: 'active',
      startedDaysAgo: 12,
      cancelAtPeriodEnd: true,
    },
  },
  {
    email: 'owner.gb@example.com',
    firstName: 'Gemma',
    lastName: 'Britton',
    shows: 'Active professional subscription in the UK (GB number display)',
    lands: '/settings/lucy',
    organisation: { name: 'Thames Tailoring', country: 'GB', phone: '+441614960101' },
    config: true,
    plan: { kind: 'paid', tier: 'professional', period: 'yearly', status: 'active', startedDaysAgo: 100 },
  },
  {
    email: 'owner.ca@example.com',
    firstName: 'Chloé',
    lastName: 'Tremblay',
    shows: 'Active business subscription in Canada',
    lands: '/settings/lucy',
    organisation: { name: 'Maplewood Clinic', country: 'CA', phone: '+14165550101' },
    config: true,
    plan: { kind: 'paid', tier: 'business', period: 'monthly', status: 'active', startedDaysAgo: 8 },
  },
];

/**
 * Two accounts share this e-mail, in two organisations, so password sign-in answers `multiple-user-match`
 * (SPEC §8) and names whom to contact: the first organisation's owner, SHARED_ORGANISATION_OWNER.
 */
export const SHARED_EMAIL = 'owner.shared@example.com';
/** The owner of the first of those organisations, who can give the shared address's person access. */
export const SHARED_ORGANISATION_OWNER = {
  email: 'pat.peaks@example.com',
  firstName: 'Pat',
  lastName: 'Peaks',
};
/** ...and the same phone, so a sign-up with it is refused the same way. */
export const SHARED_PHONE = '+61355500200';

/** A Google account with no Lucy user: signing in with it creates a user without an organisation. */
export const GOOGLE_ONLY_ACCOUNT = {
  email: 'alex.newcomer@example.com',
  givenName: 'Alex',
  familyName: 'Newcomer',
};

/** The promo code that discounts (README): 20% off, the code the contracts use as their example. */
export const SEED_PROMO_CODE = { code: 'WELCOME20', percentOff: 20 };
