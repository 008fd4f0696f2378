import {
  devEnvironment,
  localEnvironment,
  productionEnvironments,
  qaEnvironments,
  reviewEnvironment,
} from './environments.ts';
import { appHosts, reviewHostPattern } from './hosts.ts';
import type { CountryCode, EnvironmentConfig, Region } from './types.ts';

export interface ResolveOptions {
  /** The page's origin, used as the base address of the local environment. */
  origin?: string;
  /** Where the dev backend listens in local development. */
  localBackend?: string;
}

export const DEFAULT_LOCAL_BACKEND = 'http://localhost:8787';

/**
 * SPEC §1, §9: the environments are chosen by the page's host name. A host yields one environment per
 * region it serves. SPEC §8: an unknown host, or a review host without a number, is an error.
 */
export function resolveEnvironments(host: string, options: ResolveOptions = {}): EnvironmentConfig[] {
  const hostname = host.toLowerCase();
  if ((appHosts.local as readonly string[]).includes(hostname)) {
    return [localEnvironment(options.origin ?? '', options.localBackend ?? DEFAULT_LOCAL_BACKEND)];
  }
  if (hostname === appHosts.dev) return [devEnvironment()];
  if (hostname === appHosts.qa) return qaEnvironments();
  if (hostname === appHosts.production) return productionEnvironments();
  const review = reviewHostPattern.exec(hostname);
  if (review?.[1] && /^\d+$/.test(review[1])) return [reviewEnvironment(review[1])];
  throw new Error(`Could not generate environment context from hostname: ${host}`);
}

/** SPEC §7, §8: sign-in needs exactly one distinct identity address across the host's environments. */
export function identityUrl(environments: readonly EnvironmentConfig[]): string {
  const distinct = new Set(environments.map((environment) => environment.identity));
  const [only] = distinct;
  if (distinct.size !== 1 || !only) throw new Error('Unable to find identity URL!');
  return only;
}

/** SPEC §8: a missing base url is an error. */
export function requireBaseUrl(environment: Pick<EnvironmentConfig, 'baseUrl'>): string {
  if (!environment.baseUrl) throw new Error('BaseUrl is not set');
  return environment.baseUrl;
}

/**
 * SPEC §3, §8: a link the app builds to itself (a payment's return address, an e-mailed link back) comes from
 * the environment's `baseUrl`, the same for every environment of a host; without one it is an error.
 */
export function appLink(environments: readonly EnvironmentConfig[], path: string): string {
  const [environment] = environments;
  return `${requireBaseUrl(environment ?? { baseUrl: '' }).replace(/\/+$/, '')}${path}`;
}

/** SPEC §7: the identity service is chosen by region. */
export function environmentForRegion(
  environments: readonly EnvironmentConfig[],
  region: Region,
): EnvironmentConfig | undefined {
  return environments.find((environment) => environment.region === region);
}

/**
 * SPEC §7: on sign-up the environment is chosen by country, matching it against the regions' country
 * lists, or the single region when only one exists. Undefined means the country is not served here.
 */
export function environmentForCountry(
  environments: readonly EnvironmentConfig[],
  country: string,
): EnvironmentConfig | undefined {
  if (environments.length === 1) return environments[0];
  const code = country.toLowerCase();
  return environments.find((environment) => (environment.countries as readonly string[]).includes(code));
}

/**
 * SPEC §7: the gateway is chosen by the token's issuer and region. A host with one environment (local, dev,
 * review) serves every region through it, as SPEC §7 does for the identity service ("or the single region
 * if only one exists"): a `us` token (the default region) signed by its identity service uses it.
 */
export function environmentForToken(
  environments: readonly EnvironmentConfig[],
  token: { iss: string; region: string },
): EnvironmentConfig | undefined {
  const issued = environments.filter((environment) => environment.identity === token.iss);
  const [only] = environments;
  if (environments.length === 1 && issued.length === 1) return only;
  return issued.find((environment) => environment.region === token.region);
}

/** SPEC §9: the default country is guessed from the time zone. */
export function defaultCountryForTimeZone(timeZone: string | undefined): CountryCode {
  if (timeZone?.startsWith('Australia/')) return 'au';
  if (timeZone?.startsWith('Europe/')) return 'gb';
  return 'us';
}
