import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pactFileName, readPactFile } from './pactFiles.ts';
import { regeneratePacts } from './pacts.ts';

/**
 * `npm run pacts` is all or nothing, shown on a fixture consumer test (testing/pactsScript.fixture.ts, two
 * interactions, the second failing when PACTS_FIXTURE_FAIL is set) writing into scratch folders instead of
 * contracts/pacts. The two runs are independent and go side by side.
 */
const fixture = ['--config', join(import.meta.dirname, 'testing', 'pactsScript.vitest.config.ts')];
const file = pactFileName('identity-service');

function scratch(committed?: string): string {
  const target = mkdtempSync(join(tmpdir(), 'lucy-pacts-target-'));
  if (committed !== undefined) writeFileSync(join(target, file), committed);
  return target;
}

describe('npm run pacts', () => {
  it('writes the pact when every consumer test passed, and leaves it untouched when one failed', async () => {
    const committed = JSON.stringify({ interactions: [{ description: 'the second interaction' }] });
    const [passing, failing] = [scratch(), scratch(committed)];
    const [passed, failed] = await Promise.all([
      regeneratePacts({ vitestArgs: fixture, target: passing, quiet: true }),
      regeneratePacts({
        vitestArgs: fixture,
        target: failing,
        quiet: true,
        env: { PACTS_FIXTURE_FAIL: '1' },
      }),
    ]);

    expect(passed.status, passed.output).toBe(0);
    expect(readPactFile(join(passing, file)).interactions.map((each) => each.description)).toEqual([
      'the first interaction',
      'the second interaction',
    ]);
    expect(failed.output).toContain('the second interaction');
    expect(failed.status).toBe(1);
    expect(failed.written).toEqual([]);
    expect(readFileSync(join(failing, file), 'utf8'), 'the failing test dropped its interaction').toBe(
      committed,
    );
  });
});
