import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isHttp, PROVIDERS, readPact } from './pactFiles.ts';
import { currentReference, REFERENCE_PATH } from './reference.ts';
import { identityMessages, type ProviderName, providerStates } from './states.ts';

const pacts = Object.values(PROVIDERS).map(readPact);
const httpInteractions = pacts.flatMap((pact) => pact.interactions.filter(isHttp));
const declared: Record<string, { providers: readonly ProviderName[]; params: readonly string[] }> =
  providerStates;

describe('the committed contracts agree with each other', () => {
  it('REFERENCE.md is generated from the committed pacts', () => {
    expect(readFileSync(REFERENCE_PATH, 'utf8'), 'contracts/REFERENCE.md is stale: run npm run pacts').toBe(
      currentReference(),
    );
  });

  it('every provider state a pact uses is declared in states.ts for that provider, with its params', () => {
    const problems: string[] = [];
    for (const pact of pacts) {
      for (const interaction of pact.interactions) {
        for (const state of interaction.providerStates ?? []) {
          const definition = declared[state.name];
          if (!definition) problems.push(`"${state.name}" is not declared`);
          else if (!definition.providers.includes(pact.provider.name as ProviderName)) {
            problems.push(`"${state.name}" is not declared for ${pact.provider.name}`);
          } else {
            for (const param of Object.keys(state.params ?? {})) {
              if (!definition.params.includes(param))
                problems.push(`"${state.name}" does not declare param ${param}`);
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every declared state is used by a pact of each provider it names', () => {
    const used = new Set(
      pacts.flatMap((pact) =>
        pact.interactions.flatMap((interaction) =>
          (interaction.providerStates ?? []).map((state) => `${pact.provider.name}: ${state.name}`),
        ),
      ),
    );
    const unused = Object.entries(declared).flatMap(([name, definition]) =>
      definition.providers.map((provider) => `${provider}: ${name}`).filter((key) => !used.has(key)),
    );
    expect(unused).toEqual([]);
  });

  it('every interaction has a provider state, so a verifier always starts from known data', () => {
    const stateless = pacts.flatMap((pact) =>
      pact.interactions
        .filter((interaction) => !interaction.providerStates?.length)
        .map((i) => i.description),
    );
    expect(stateless).toEqual([]);
  });

  it('no pact carries a real token: bearer tokens are the placeholder', () => {
    const bearers = httpInteractions.flatMap(
      (interaction) => interaction.request.headers?.Authorization ?? [],
    );
    expect(bearers.length).toBeGreaterThan(0);
    expect(new Set(bearers)).toEqual(new Set(['Bearer placeholder-access-token']));
  });

  it('every value a state answers reaches the requests as a provider-state value, and only declared ones', () => {
    const problems: string[] = [];
    for (const interaction of httpInteractions) {
      const expressions = JSON.stringify(interaction.request.generators ?? {});
      const used = [...expressions.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]);
      const answered = (interaction.providerStates ?? []).flatMap(
        (state) => (declared[state.name] as { answers?: readonly string[] } | undefined)?.answers ?? [],
      );
      for (const name of used) {
        if (!answered.includes(name ?? ''))
          problems.push(`${interaction.description}: uses \${${name}} its state does not answer`);
      }
      if (interaction.request.headers?.Authorization && !used.includes('accessToken'))
        problems.push(`${interaction.description}: its bearer token is not taken from the state`);
    }
    expect(problems).toEqual([]);
  });

  it('every message a pact asks for is declared in states.ts, with what the provider produces', () => {
    const messages = pacts.flatMap((pact) =>
      pact.interactions.filter((interaction) => !isHttp(interaction)).map((each) => each.description),
    );
    expect(messages.sort()).toEqual(Object.keys(identityMessages).sort());
  });
});
