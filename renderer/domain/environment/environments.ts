import { PRODUCT_DOMAIN, serviceHosts, thirdPartyHosts } from './hosts.ts';
import type { CountryCode, EnvironmentConfig, EnvironmentFlags } from './types.ts';

/**
 * The flags of proposals (calls or fields no provider serves yet, contracts/README): on in local, dev and review
 * only, until their provider serves them.
 */
export const PROPOSAL_FLAGS = [
  'desktopSignIn',
  'businessHours',
  'messageRecipients',
  'testCallProof',
  'subscriptionDiscount',
  'activationResend',
  'phoneChoiceRead',
  'planFeatures',
] as const satisfies readonly (keyof EnvironmentFlags)[];

/** Every proposal's flag on, or every one off. */
export function proposalFlags(on: boolean): Record<(typeof PROPOSAL_FLAGS)[number], boolean> {
  return Object.fromEntries(PROPOSAL_FLAGS.map((flag) => [flag, on])) as Record<
    (typeof PROPOSAL_FLAGS)[number],
    boolean
  >;
}

/** SPEC §9: customTriggers and integrationsPage everywhere; inSetupLogout in local, dev and QA only. */
const preProductionFlags: EnvironmentFlags = {
  customTriggers: true,
  integrationsPage: true,
  inSetupLogout: true,
  ...proposalFlags(true),
};
const qaFlags: EnvironmentFlags = { ...preProductionFlags, ...proposalFlags(false) };
const productionFlags: EnvironmentFlags = { ...qaFlags, inSetupLogout: false };

const ALL_COUNTRIES: readonly CountryCode[] = ['au', 'us', 'gb', 'ca'];
const AU_ONLY: readonly CountryCode[] = ['au'];
const US_GB_CA: readonly CountryCode[] = ['us', 'gb', 'ca'];

const deployedScripts = {
  humanCheck: thirdPartyHosts.turnstileScript,
  socialSignIn: thirdPartyHosts.googleIdentityScript,
};

function contactAutomation(baseUrl: string) {
  return { contactAutomationUiBaseUrl: `${baseUrl}/ca`, contactAutomationUiHref: `${baseUrl}/ca/` };
}

function deployed(stage: string, baseUrl: string) {
  return {
    baseUrl,
    ...contactAutomation(baseUrl),
    scripts: deployedScripts,
    callDetailsUrl: thirdPartyHosts.callDetails(stage ? `${stage}.${PRODUCT_DOMAIN}` : PRODUCT_DOMAIN),
  };
}

/**
 * Local development: the dev backend stands in for every service and third party, each under its own
 * base path so the client treats them as separate services.
 */
export function localEnvironment(baseUrl: string, backend: string): EnvironmentConfig {
  return {
    name: 'local',
    region: 'au',
    countries: ALL_COUNTRIES,
    flags: preProductionFlags,
    baseUrl,
    identity: `${backend}/identity`,
    gateway: `${backend}/gateway`,
    builder: `${backend}/builder`,
    contactAutomationUiBaseUrl: `${backend}/ca`,
    contactAutomationUiHref: `${backend}/ca/`,
    socialLoginClientId: 'local-dev.apps.googleusercontent.com',
    humanCheckSiteKey: 'local-dev-site-key',
    scripts: {
      humanCheck: `${backend}/third-party/turnstile/v0/api.js`,
      socialSignIn: `${backend}/third-party/gsi/client`,
    },
    analytics: { apiKey: 'phc_local_dev', host: `${backend}/third-party/analytics` },
    callDetailsUrl: `${backend}/third-party/call-details`,
  };
}

/** The third parties' development keys, which dev and the review environments share. */
const devThirdParties = {
  socialLoginClientId: '418236730214-dev7h1q2.apps.googleusercontent.com',
  humanCheckSiteKey: '0x4AAAAAAADevLucyKey1',
  analytics: { apiKey: 'phc_dev_7YwQk2Lucy', host: thirdPartyHosts.analytics.au },
};

export function devEnvironment(): EnvironmentConfig {
  const { identity, gateway } = serviceHosts.dev;
  return {
    name: 'dev',
    region: 'au',
    countries: ALL_COUNTRIES,
    flags: preProductionFlags,
    identity,
    gateway,
    builder: gateway,
    ...devThirdParties,
    ...deployed('dev', `https://app.dev.${PRODUCT_DOMAIN}`),
  };
}

/** What each two-region stage (SPEC §9) has of its own; everything else follows from its name. */
const twoRegionStages = {
  qa: {
    stage: 'qa',
    hosts: serviceHosts.qa,
    flags: qaFlags,
    socialLoginClientId: '418236730214-qa5k8m3n.apps.googleusercontent.com',
    humanCheckSiteKey: '0x4AAAAAAAQaLucyKey2',
    analyticsKeys: { au: 'phc_qa_au_4Lucy', us: 'phc_qa_us_4Lucy' },
  },
  prod: {
    stage: '',
    hosts: serviceHosts.production,
    flags: productionFlags,
    socialLoginClientId: '418236730214-prod9r4t.apps.googleusercontent.com',
    humanCheckSiteKey: '0x4AAAAAAAProdLucyKey3',
    analyticsKeys: { au: 'phc_prod_au_Lucy9', us: 'phc_prod_us_Lucy9' },
  },
} as const;

/**
 * A deployed stage's two regions (SPEC §9): au on its own, and us with gb and ca, each on its own gateway and
 * analytics project, sharing the rest.
 */
function regionsOf(prefix: keyof typeof twoRegionStages): EnvironmentConfig[] {
  const { stage, hosts, flags, socialLoginClientId, humanCheckSiteKey, analyticsKeys } =
    twoRegionStages[prefix];
  const base = stage ? `https://app.${stage}.${PRODUCT_DOMAIN}` : `https://app.${PRODUCT_DOMAIN}`;
  return (['au', 'us'] as const).map((region) => {
    const gateway = region === 'au' ? hosts.gatewayAu : hosts.gatewayUs;
    return {
      name: `${prefix}-${region}`,
      region,
      countries: region === 'au' ? AU_ONLY : US_GB_CA,
      flags,
      identity: hosts.identity,
      gateway,
      builder: gateway,
      socialLoginClientId,
      humanCheckSiteKey,
      analytics: { apiKey: analyticsKeys[region], host: thirdPartyHosts.analytics[region] },
      ...deployed(stage, base),
    };
  });
}

export function qaEnvironments(): EnvironmentConfig[] {
  return regionsOf('qa');
}

export function productionEnvironments(): EnvironmentConfig[] {
  return regionsOf('prod');
}

/** SPEC §9: review environments use a numbered host and cover au only. */
export function reviewEnvironment(id: string): EnvironmentConfig {
  const { identity, gateway } = serviceHosts.review(id);
  return {
    name: `review-${id}`,
    region: 'au',
    countries: AU_ONLY,
    flags: preProductionFlags,
    identity,
    gateway,
    builder: gateway,
    ...devThirdParties,
    ...deployed(`pr-${id}.review`, `https://app.pr-${id}.review.${PRODUCT_DOMAIN}`),
  };
}
