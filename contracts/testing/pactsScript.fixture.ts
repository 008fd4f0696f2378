import { Matchers } from '@pact-foundation/pact';
import { expect, it } from 'vitest';
import { consumerPact } from '../pactSetup.ts';

/**
 * A consumer test for pacts.test.ts: two interactions of one provider, the second failing when
 * PACTS_FIXTURE_FAIL is set (the failing test writes no interaction, as a real failing consumer test does).
 */
const { pact } = consumerPact('identity-service');

async function get(url: string): Promise<unknown> {
  return (await fetch(url, { headers: { Accept: 'application/json' } })).json();
}

it('the first interaction', async () => {
  await pact
    .addInteraction()
    .given('no account uses the email', { email: 'first@example.com' })
    .uponReceiving('the first interaction')
    .withRequest('GET', '/first', (request) => request.headers({ Accept: 'application/json' }))
    .willRespondWith(200, (response) => response.jsonBody({ first: Matchers.like(true) }))
    .executeTest(async (mock) => {
      expect(await get(`${mock.url}/first`)).toEqual({ first: true });
    });
});

it('the second interaction', async () => {
  await pact
    .addInteraction()
    .given('no account uses the email', { email: 'second@example.com' })
    .uponReceiving('the second interaction')
    .withRequest('GET', '/second', (request) => request.headers({ Accept: 'application/json' }))
    .willRespondWith(200, (response) => response.jsonBody({ second: Matchers.like(true) }))
    .executeTest(async (mock) => {
      expect(await get(`${mock.url}/second`)).toEqual({ second: !process.env.PACTS_FIXTURE_FAIL });
    });
});
