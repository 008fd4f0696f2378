import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Matchers, Pact, PactV3, SpecificationVersion } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PactFile, pactFileName } from './pactFiles.ts';
import { BEARER, fromState, organisationPath } from './pactSetup.ts';
import { assertVerified, verifyProvider } from './verifier.ts';

/**
 * What the standalone verifier does with our pacts, against a tiny provider: states are set up through the
 * state endpoint, the values it answers replace the pact's examples (`fromProviderState`: the bearer token,
 * an organisation id in the path, a refresh token in a form body), form bodies arrive form-encoded, and a
 * state the endpoint does not know fails the run.
 */

const dir = mkdtempSync(join(tmpdir(), 'lucy-verifier-'));
const consumer = { consumer: 'lucy-client', provider: 'identity-service', dir, logLevel: 'error' as const };

beforeAll(async () => {
  await new Pact(consumer)
    .addInteraction()
    .given('a signed-in member of the organisation')
    .uponReceiving('a signed-in request')
    .withRequest('GET', organisationPath('/organisations/'), (request) =>
      request.headers({ Authorization: BEARER }),
    )
    .willRespondWith(200, (response) => response.jsonBody({ ok: Matchers.boolean(true) }))
    .executeTest(async (mock) => {
      await fetch(`${mock.url}/organisations/org_123`, {
        headers: { Authorization: 'Bearer placeholder-access-token' },
      });
    });
  await new PactV3({ ...consumer, spec: SpecificationVersion.SPECIFICATION_VERSION_V4 })
    .given('the user has a session')
    .uponReceiving('a form-encoded request')
    .withRequest({
      method: 'POST',
      path: '/token',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: { grant_type: 'refresh_token', refresh_token: fromState('refreshToken', '^\\S+$', 'x') },
      contentType: 'application/x-www-form-urlencoded',
    })
    .willRespondWith({ status: 204 })
    .executeTest(async (mock) => {
      await fetch(`${mock.url}/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=refresh_token&refresh_token=x',
      });
    });
});

const pactFile = join(dir, pactFileName('identity-service'));

function read(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => resolve(body));
  });
}

/** A provider that knows the states in `known`, issues `issued-token`, and checks what it receives. */
function fakeProvider(known: readonly string[]) {
  const changes: string[] = [];
  const server = createServer(async (request, response) => {
    const body = await read(request);
    const answer = (status: number, value?: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(value === undefined ? undefined : JSON.stringify(value));
    };
    if (request.url === '/__dev/provider-states') {
      const change = JSON.parse(body) as { state: string; action: string };
      changes.push(`${change.action} ${change.state}`);
      if (!known.includes(change.state))
        return answer(404, { message: `Unknown provider state ${change.state}` });
      return answer(200, {
        accessToken: 'issued-token',
        organisationId: 'org_9',
        refreshToken: 'issued-refresh',
      });
    }
    if (request.url === '/identity/organisations/org_9') {
      return request.headers.authorization === 'Bearer issued-token'
        ? answer(200, { ok: true })
        : answer(401);
    }
    if (request.url === '/identity/token') {
      return body === 'grant_type=refresh_token&refresh_token=issued-refresh' ? answer(204) : answer(400);
    }
    return answer(404);
  });
  return { server, changes };
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('provider verification', () => {
  const servers: Server[] = [];
  afterAll(() => {
    for (const server of servers) server.close();
  });

  it('sets states up, injects what they answer, and sends form bodies form-encoded', async () => {
    const { server, changes } = fakeProvider([
      'a signed-in member of the organisation',
      'the user has a session',
    ]);
    servers.push(server);
    const origin = await listen(server);
    const result = await verifyProvider({ provider: 'identity', baseUrl: `${origin}/identity`, pactFile });
    expect(result.failed, result.output).toEqual([]);
    expect(result.exitCode).toBe(0);
    expect(result.interactions).toBe(2);
    expect(changes.sort()).toEqual([
      'setup a signed-in member of the organisation',
      'setup the user has a session',
      'teardown a signed-in member of the organisation',
      'teardown the user has a session',
    ]);
  });

  it('fails when the state endpoint has no handler for a state', async () => {
    const { server } = fakeProvider(['the user has a session']);
    servers.push(server);
    const origin = await listen(server);
    const result = await verifyProvider({ provider: 'identity', baseUrl: `${origin}/identity`, pactFile });
    expect(result.failed).toEqual(['a signed-in request']);
    expect(result.exitCode).toBe(1);
  });

  it('a failing pending interaction (a proposal) leaves the build passing, and is reported apart', async () => {
    const { server } = fakeProvider(['the user has a session']);
    servers.push(server);
    const origin = await listen(server);
    const pending = join(dir, 'pending.json');
    const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as PactFile;
    for (const interaction of pact.interactions)
      interaction.pending = interaction.description === 'a signed-in request';
    writeFileSync(pending, JSON.stringify(pact));
    const result = await verifyProvider({
      provider: 'identity',
      baseUrl: `${origin}/identity`,
      pactFile: pending,
    });
    expect(result).toMatchObject({ exitCode: 0, failed: [], pendingFailed: ['a signed-in request'] });
    expect(() => assertVerified(result)).not.toThrow();
    expect(() => assertVerified(result, { pendingToo: true })).toThrow(/a signed-in request \(pending\)/);
  });
});
