import { describe, expect, it } from 'vitest';
import { backendForThisFile } from './harness.ts';

const t = backendForThisFile();

describe('idle connections', () => {
  // Clients reuse a kept-alive connection for about as long as the answers tell them (server.ts says why a minute).
  it('tells clients it keeps an idle connection for a minute', async () => {
    const answer = await t.request('GET', '/dev/mailbox');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('keep-alive')).toBe('timeout=60');
  });
});
