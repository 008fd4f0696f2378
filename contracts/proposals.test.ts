import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACTS_DIR, PROVIDERS, readPact } from './pactFiles.ts';
import { README_PATH } from './pacts.ts';
import { markPending, type Proposal, proposals, withProposals } from './proposals.ts';

/** Only proposals are pending, each one listed with its reasons and read behind its flag by the client. */
const REPO = join(CONTRACTS_DIR, '..');
const CLIENT_FOLDERS = ['renderer', 'main', 'preload'];

/** The client's source files (not tests) that mention `flag`. */
function clientFilesReading(flag: string): string[] {
  return CLIENT_FOLDERS.flatMap((folder) =>
    readdirSync(join(REPO, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|(^|\/)testing\//.test(file))
      .map((file) => join(REPO, folder, file))
      .filter((path) => readFileSync(path, 'utf8').includes(flag))
      .map((path) => relative(REPO, path)),
  );
}

const sample = {
  provider: 'identity-service',
  interactions: ['a proposed call'],
  what: 'A call the identity service does not serve yet',
  why: 'The desktop app needs it',
  since: '2026-11-28',
  flag: 'VITE_PROPOSED_CALL',
} satisfies Proposal;

describe('proposals', () => {
  it('markPending marks exactly the interactions of the provider’s proposals', () => {
    const pact = JSON.stringify({
      interactions: [{ description: 'a proposed call' }, { description: 'a served call', pending: true }],
    });
    expect(JSON.parse(markPending('identity-service', pact, [sample])).interactions).toEqual([
      { description: 'a proposed call', pending: true },
      { description: 'a served call', pending: false },
    ]);
    expect(
      JSON.parse(markPending('gateway', pact, [sample])).interactions.map(
        (i: { pending: boolean }) => i.pending,
      ),
    ).toEqual([false, false]);
  });

  it('in the committed pacts, the pending interactions are exactly the listed proposals’', () => {
    for (const provider of Object.values(PROVIDERS)) {
      const pending = readPact(provider)
        .interactions.filter((interaction) => interaction.pending)
        .map((interaction) => interaction.description);
      const proposed = proposals.filter((p) => p.provider === provider).flatMap((p) => p.interactions);
      expect(pending.sort(), provider).toEqual([...proposed].sort());
    }
  });

  it('each proposal says what, why and since when, and the client reads its flag', () => {
    for (const proposal of proposals) {
      const name = proposal.interactions[0];
      expect(proposal.what.length * proposal.why.length, name).toBeGreaterThan(0);
      expect(proposal.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (proposal.flag === null) {
        // Without a flag the client must not be sending anything new: the proposal says why none is needed.
        expect(proposal.why, name).toMatch(/no flag/);
        continue;
      }
      expect(clientFilesReading(proposal.flag), `no client code reads ${proposal.flag}`).not.toEqual([]);
    }
    // The search itself finds a flag the client reads, and no file for one it does not.
    expect(clientFilesReading('VITE_E2E_PROBE')).toContain('renderer/app/bootstrap.tsx');
    expect(clientFilesReading(sample.flag)).toEqual([]);
  });

  it('README lists the proposals as proposals.ts has them', () => {
    const readme = readFileSync(README_PATH, 'utf8');
    expect(withProposals(readme), 'contracts/README.md is stale: run npm run pacts').toBe(readme);
    expect(withProposals(readme, [sample])).toContain('| identity-service | "a proposed call" |');
  });
});
