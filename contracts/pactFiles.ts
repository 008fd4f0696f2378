import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProviderName } from './states.ts';

/** Where the pacts live and how they are named: `<consumer>-<provider>.json` in contracts/pacts. */
export const CONTRACTS_DIR = dirname(fileURLToPath(import.meta.url));
export const COMMITTED_PACTS = join(CONTRACTS_DIR, 'pacts');
export const CONSUMER = 'lucy-client';

/** The providers by the short names `verify:contracts --provider` takes. */
export const PROVIDERS = {
  identity: 'identity-service',
  gateway: 'gateway',
  builder: 'builder-api',
} as const satisfies Record<string, ProviderName>;
export type ProviderKey = keyof typeof PROVIDERS;

export function pactFileName(provider: ProviderName): string {
  return `${CONSUMER}-${provider}.json`;
}

export function committedPactPath(provider: ProviderName): string {
  return join(COMMITTED_PACTS, pactFileName(provider));
}

/** The parts of a V4 pact file the reference and the state checks read. */
export interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
}

interface InteractionBase {
  description: string;
  pending?: boolean;
  providerStates?: { name: string; params?: Record<string, unknown> }[];
}

/** An HTTP request and the response the client expects. */
export interface HttpInteraction extends InteractionBase {
  type?: 'Synchronous/HTTP';
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string[]>;
    body?: PactBody;
    matchingRules?: Record<string, unknown>;
    generators?: Record<string, unknown>;
  };
  response: {
    status: number;
    headers?: Record<string, string[]>;
    body?: PactBody;
    matchingRules?: Record<string, unknown>;
  };
}

/** A message the provider produces (the access token's claims): its contents and how they are matched. */
export interface MessageInteraction extends InteractionBase {
  type: 'Asynchronous/Messages';
  contents: PactBody;
  matchingRules?: Record<string, unknown>;
}

export type PactInteraction = HttpInteraction | MessageInteraction;

export function isHttp(interaction: PactInteraction): interaction is HttpInteraction {
  return interaction.type !== 'Asynchronous/Messages';
}

export interface PactBody {
  content?: unknown;
  contentType?: string;
  encoded?: boolean | string;
}

export function readPactFile(path: string): PactFile {
  return JSON.parse(readFileSync(path, 'utf8')) as PactFile;
}

export function readPact(provider: ProviderName): PactFile {
  return readPactFile(committedPactPath(provider));
}
