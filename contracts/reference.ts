import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HUMAN_CHECK_TEST_SECRET, TURNSTILE_RESPONSE } from './fixtures.ts';
import {
  CONTRACTS_DIR,
  committedPactPath,
  type HttpInteraction,
  isHttp,
  type MessageInteraction,
  type PactBody,
  type PactFile,
  type PactInteraction,
  PROVIDERS,
  readPact,
} from './pactFiles.ts';
import { type ProviderStateDefinition, providerStates } from './states.ts';

/**
 * contracts/REFERENCE.md, generated from the committed pacts: every interaction with its method, path,
 * provider state, and the request and response a provider must handle, with the matching rules that say
 * how loosely each value is compared.
 */

export const REFERENCE_PATH = join(CONTRACTS_DIR, 'REFERENCE.md');

function pathWithQuery(request: HttpInteraction['request']): string {
  const query = Object.entries(request.query ?? {})
    .flatMap(([name, values]) => values.map((value) => `${name}=${value}`))
    .join('&');
  return query ? `${request.path}?${query}` : request.path;
}

function states(interaction: PactInteraction): string {
  const given = interaction.providerStates ?? [];
  if (given.length === 0) return '(none)';
  return given
    .map((state) => {
      const params = Object.entries(state.params ?? {})
        .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
        .join(', ');
      return params ? `\`${state.name}\` (${params})` : `\`${state.name}\``;
    })
    .join(' and ');
}

function bodyText(body: PactBody): string {
  if (typeof body.content === 'string') return body.content;
  return JSON.stringify(body.content, null, 2);
}

interface MatcherRule {
  match: string;
  regex?: string;
  min?: number;
  status?: string | number[];
}

const STATUS_CLASSES: Record<string, string> = {
  information: '1xx',
  success: '2xx',
  redirect: '3xx',
  clientError: '4xx',
  serverError: '5xx',
  nonError: '1xx to 3xx',
  error: '4xx or 5xx',
};

function describeRule(rule: MatcherRule): string {
  if (rule.match === 'regex') return `matches \`${rule.regex}\``;
  if (rule.match === 'type' && rule.min !== undefined)
    return `array of at least ${rule.min}, each like the example`;
  if (rule.match === 'type') return 'same type as the example';
  if (rule.match === 'integer') return 'an integer';
  if (rule.match === 'statusCode') {
    if (Array.isArray(rule.status)) return `one of ${rule.status.join(', ')}`;
    return `any ${STATUS_CLASSES[rule.status ?? ''] ?? rule.status} status`;
  }
  return rule.match;
}

function rulesOf(matchingRules: Record<string, unknown> | undefined, part: string): string[] {
  const rules = (matchingRules?.[part] ?? {}) as Record<string, { matchers: MatcherRule[] }>;
  return Object.entries(rules).map(
    ([path, rule]) => `\`${path}\`: ${rule.matchers.map(describeRule).join(' and ')}`,
  );
}

/** A status matched by class (e.g. any client error) rather than exactly. */
function statusRule(matchingRules: Record<string, unknown> | undefined): string {
  const rules = (matchingRules?.status ?? {}) as Record<string, { matchers: MatcherRule[] }>;
  const matchers = Object.values(rules).flatMap((rule) => rule.matchers);
  return matchers.length > 0 ? ` (${matchers.map(describeRule).join(' and ')})` : '';
}

function headerLines(headers: Record<string, string[]> | undefined, rules: string[]): string[] {
  const lines = Object.entries(headers ?? {}).map(([name, values]) => `\`${name}: ${values.join(', ')}\``);
  return lines.length === 0
    ? []
    : [`Headers: ${lines.join(', ')}${rules.length ? ` (${rules.join('; ')})` : ''}`];
}

function part(
  title: string,
  message: { headers?: Record<string, string[]>; body?: PactBody; matchingRules?: Record<string, unknown> },
): string[] {
  const lines = [`**${title}**`, ''];
  lines.push(
    ...headerLines(message.headers, rulesOf(message.matchingRules, 'header')).map((line) => `- ${line}`),
  );
  if (message.body?.content !== undefined) {
    lines.push(
      `- Body (\`${message.body.contentType ?? 'unknown'}\`), example:`,
      '',
      '```',
      bodyText(message.body),
      '```',
      '',
    );
    const bodyRules = rulesOf(message.matchingRules, 'body');
    if (bodyRules.length > 0) lines.push('- Matching:', ...bodyRules.map((rule) => `  - ${rule}`));
    else lines.push('- Matching: exactly the example');
  } else {
    lines.push('- No body');
  }
  lines.push('');
  return lines;
}

/** The request values the verifier takes from the state's answer (`fromProviderState`). */
function injected(request: HttpInteraction['request']): string[] {
  const generators = (request.generators ?? {}) as Record<string, unknown>;
  const lines: string[] = [];
  for (const [category, entries] of Object.entries(generators)) {
    if (category === 'path') {
      lines.push(`path ← \`${(entries as { expression: string }).expression}\``);
      continue;
    }
    for (const [name, generator] of Object.entries(entries as Record<string, { expression: string }>))
      lines.push(`${category} \`${name}\` ← \`${generator.expression}\``);
  }
  return lines.length ? [`From the state's answer: ${lines.join('; ')}`, ''] : [];
}

function given(interaction: PactInteraction): string {
  return `Provider state: ${states(interaction)}${interaction.pending ? ' · **pending**: a proposal (proposals.ts, README "Proposals")' : ''}`;
}

function httpSection(interaction: HttpInteraction): string[] {
  const { request, response } = interaction;
  return [
    `### ${request.method} ${pathWithQuery(request)}: ${interaction.description}`,
    '',
    given(interaction),
    '',
    ...injected(request),
    ...part('Request', request),
    ...part(`Response ${response.status}${statusRule(response.matchingRules)}`, response),
  ];
}

function messageSection(interaction: MessageInteraction): string[] {
  return [
    `### Message: ${interaction.description}`,
    '',
    given(interaction),
    '',
    'Produced at the verifier\'s request: `POST` to the base address with `{ "description", "providerStates" }` (README "Access token claims").',
    '',
    ...part('Message', { body: interaction.contents, matchingRules: interaction.matchingRules }),
  ];
}

function interactionSection(interaction: PactInteraction): string[] {
  return isHttp(interaction) ? httpSection(interaction) : messageSection(interaction);
}

function statesSection(): string[] {
  const lines = [
    '## Provider states',
    '',
    'What the state endpoint must set up for each state (README.md "The state endpoint"), the params it',
    'receives, and what it answers: the verifier puts those values into the requests (`fromProviderState`).',
    '',
    '| State | Providers | Params | Answers | What must be true |',
    '|---|---|---|---|---|',
  ];
  const definitions: Record<string, ProviderStateDefinition> = providerStates;
  for (const [name, state] of Object.entries(definitions)) {
    const list = (values: readonly string[]) => values.map((value) => `\`${value}\``).join(', ') || '(none)';
    lines.push(
      `| ${name} | ${state.providers.join(', ')} | ${list(state.params)} | ${list(state.answers)} | ${state.description.replaceAll('|', '/')} |`,
    );
  }
  return [...lines, ''];
}

const TEST_BUILD = [
  "## What a provider's test build must accept",
  '',
  '**Access tokens.** Every `accessToken` a state answers, and every `access_token` the identity service',
  'answers, is a JWT whose payload the client decodes (renderer/domain/token.ts, SPEC §3 "Access token")',
  'without checking the signature. The identity pact pins what the client reads in it as messages (the',
  "claims of a member's token and of a token of a user without an organisation, below):",
  '',
  '| Claim | Type | What the client does with it |',
  '|---|---|---|',
  '| `iss` | string, required | The identity address of the environment the token belongs to: with `region`, it picks the gateway and builder addresses every signed-in call goes to. Must equal the identity base URL exactly (no trailing slash). |',
  '| `sub` | string, required | The user id (device preferences and kept edits are per user). |',
  '| `org_id` | string, required (empty for a user without an organisation) | The organisation in builder and gateway paths (`/organisations/{org_id}/...`); empty means the app asks for the business phone. A state that answers `organisationId` must issue tokens with that `org_id`. |',
  '| `region` | string (`au` or `us`) | With `iss`, picks the environment; lower case as configured. |',
  '',
  'Other claims are ignored.',
  '',
  `**Human check.** Sign-up, password sign-in and reset requests carry \`turnstileResponse: "${TURNSTILE_RESPONSE}"\`,`,
  "the dummy token Cloudflare Turnstile's test site keys produce. A provider's test build must accept it:",
  `validate with Cloudflare's test secret key \`${HUMAN_CHECK_TEST_SECRET}\` (always passes), as`,
  'https://developers.cloudflare.com/turnstile/troubleshooting/testing/ describes, or skip siteverify for it.',
  '',
  '**Pending interactions** are the proposals of README "Proposals" only, marked in their section; a',
  'verifier reports their failures without failing. Every other interaction fails the build when it fails.',
  '',
];

export function renderReference(pacts: readonly PactFile[]): string {
  const lines = [
    '# Contract reference',
    '',
    'Generated from `contracts/pacts/` (do not edit; see README.md for how to regenerate). Every interaction',
    'the Lucy client relies on, per provider: the request it sends, the provider state it needs, and the',
    'response it expects. Response values are compared by the matching rules listed, requests exactly,',
    'except where a rule is listed; values marked "from the state\'s answer" are the ones the state endpoint',
    'answers (the pact holds an example).',
    '',
    ...statesSection(),
    ...TEST_BUILD,
  ];
  for (const pact of pacts) {
    lines.push(
      `## ${pact.provider.name}`,
      '',
      '| Method | Path | Provider state | Status | Description |',
      '|---|---|---|---|---|',
    );
    for (const interaction of pact.interactions) {
      const stateNames = (interaction.providerStates ?? []).map((state) => state.name).join(', ');
      lines.push(
        isHttp(interaction)
          ? `| ${interaction.request.method} | \`${pathWithQuery(interaction.request)}\` | ${stateNames} | ${interaction.response.status} | ${interaction.description} |`
          : `| message | (base address) | ${stateNames} | | ${interaction.description} |`,
      );
    }
    lines.push('');
    for (const interaction of pact.interactions) lines.push(...interactionSection(interaction));
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

export function currentReference(): string {
  const providers = Object.values(PROVIDERS).filter((provider) => existsSync(committedPactPath(provider)));
  return renderReference(providers.map(readPact));
}

export function writeReference(): void {
  writeFileSync(REFERENCE_PATH, currentReference());
}
