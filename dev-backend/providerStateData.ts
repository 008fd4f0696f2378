import { LUCY_TAG } from './billing/catalogue.ts';
import { badRequest } from './http/errors.ts';
import type { UserRow } from './identity/accounts.ts';
import type { Services } from './services.ts';

/**
 * The records provider states are made of (providerStates.ts): users, organisations and plans with the
 * interaction's params, and reading those params.
 */
export const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_ORGANISATION_ID = 'org_pact';

export type Params = Record<string, unknown>;
/**
 * What a state answers: the values it created that the pacts inject (`fromProviderState`): the signed-in
 * user's bearer token, their organisation's id, and tokens a request carries.
 */
export type Answer = {
  accessToken?: string;
  organisationId?: string;
  refreshToken?: string;
  verificationToken?: string;
  resetToken?: string;
  /** A desktop sign-in code (a proposal). */
  authorizationCode?: string;
};

/** Sets a state up from the interaction's params and answers what it created. */
export type StateHandler = (params: Params) => Promise<Answer>;

/** A string param the state needs; missing ones are refused by name. */
export function param(params: Params, name: string): string {
  const value = params[name];
  if (typeof value !== 'string' || value === '')
    throw badRequest(`The provider state needs the param "${name}".`);
  return value;
}

export function optionalParam(params: Params, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function countryOf(phone: string | undefined): string {
  if (phone?.startsWith('+61')) return 'AU';
  if (phone?.startsWith('+44')) return 'GB';
  return phone?.startsWith('+1') ? 'US' : 'AU';
}

export function stateData(services: Services) {
  const { accounts, billing, tokens } = services;
  const now = () => services.now();

  /** `organisationId` names an existing (or to-be-made) organisation; `organisation` makes a new one. */
  function user(options: {
    email: string;
    organisationId?: string | undefined;
    organisation?: boolean;
    organisationName?: string | undefined;
    firstName?: string | undefined;
    phone?: string | undefined;
    passwordHash?: string | null;
    verified?: boolean;
  }): UserRow {
    let organisationId: string | null = null;
    if (options.organisationId || options.organisation) {
      const existing = options.organisationId ? accounts.organisation(options.organisationId) : undefined;
      organisationId = (
        existing ??
        accounts.createOrganisation({
          ...(options.organisationId ? { id: options.organisationId } : {}),
          name: options.organisationName ?? 'Harbour Plumbing',
          country: countryOf(options.phone),
          phoneNumber: options.phone ?? null,
        })
      ).id;
    }
    return accounts.createUser({
      email: options.email,
      firstName: options.firstName ?? 'Olivia',
      lastName: 'Example',
      phoneNumber: options.phone ?? null,
      organisationId,
      passwordHash: options.passwordHash ?? null,
      emailVerified: options.verified ?? true,
      primarySignupIntent: 'receptionist',
    });
  }

  /** The answer of a state that signs `row` in: their token, and their organisation's id. */
  async function signedIn(row: UserRow): Promise<Answer> {
    return {
      accessToken: (await tokens.issue(row)).access_token,
      ...(row.organisation_id ? { organisationId: row.organisation_id } : {}),
    };
  }

  /** The signed-in member most gateway and builder states start from, in a new organisation. */
  function member(params: Params): UserRow {
    return user({
      email: param(params, 'email'),
      organisation: true,
      organisationName: optionalParam(params, 'organisationName'),
      firstName: optionalParam(params, 'firstName'),
      phone: optionalParam(params, 'phone'),
    });
  }

  function organisationOf(row: UserRow) {
    const organisation = row.organisation_id ? accounts.organisation(row.organisation_id) : undefined;
    if (!organisation) throw new Error('The member has no organisation');
    return organisation;
  }

  function paidPlan(
    row: UserRow,
    params: Params,
    options: { cancelAtPeriodEnd?: boolean; phoneNumber?: string; promoCode?: string } = {},
  ) {
    const organisation = organisationOf(row);
    const campaign = billing.campaigns.create({
      organisationId: organisation.id,
      country: organisation.country,
      kind: 'lucy',
      liveAt: now() - DAY_MS,
      ...(options.phoneNumber ? { phoneNumber: options.phoneNumber } : {}),
    });
    const tier = optionalParam(params, 'productTier') ?? 'professional';
    const period = optionalParam(params, 'billingPeriod') ?? 'monthly';
    billing.subscriptions.create({
      organisationId: organisation.id,
      campaignId: campaign.id,
      type: 'paid',
      status: 'active',
      productTier: tier === 'business' ? 'business' : 'professional',
      tag: LUCY_TAG,
      billingPeriod: period === 'yearly' ? 'yearly' : 'monthly',
      cancelAtPeriodEnd: options.cancelAtPeriodEnd ?? false,
      promoCode: options.promoCode ?? null,
      createdAt: now() - 10 * DAY_MS,
    });
  }

  function freePlan(row: UserRow, status: 'active' | 'cancelled') {
    const organisation = organisationOf(row);
    const campaign = billing.campaigns.create({
      organisationId: organisation.id,
      country: organisation.country,
      kind: 'lucy',
      liveAt: status === 'active' ? now() - DAY_MS : null,
    });
    billing.subscriptions.create({
      organisationId: organisation.id,
      campaignId: campaign.id,
      type: 'free',
      status,
      productTier: 'free',
      tag: LUCY_TAG,
      billingPeriod: null,
      createdAt: now() - 90 * DAY_MS,
      canceledAt: status === 'cancelled' ? now() - 31 * DAY_MS : null,
    });
    if (status === 'cancelled')
      billing.freePlan.recordEventAt(organisation.id, 'cancel', now() - 31 * DAY_MS);
  }

  return { user, signedIn, member, organisationOf, paidPlan, freePlan };
}
