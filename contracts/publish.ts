import { execFileSync, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { COMMITTED_PACTS } from './pactFiles.ts';
import { pactCli } from './verifier.ts';

/**
 * `npm run pacts:publish`: publishes contracts/pacts to the Pact Broker named by PACT_BROKER_BASE_URL, with
 * the Pact CLI's broker client (`pact broker publish`), recording the consumer version as the git commit
 * the pacts were committed in and the branch it is on. The broker client reads its credentials from
 * PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD, itself.
 *
 *   PACT_BROKER_BASE_URL=https://broker.example npm run pacts:publish [-- --dry-run] [--allow-dirty]
 *
 * The version must name exactly the pacts published, so uncommitted changes under contracts/pacts are
 * refused (unless --allow-dirty). The branch comes from PACT_BRANCH or git; CI sets BUILD_URL for a link.
 */

export interface PublishSettings {
  brokerUrl: string;
  version: string;
  branch: string;
  buildUrl?: string | undefined;
}

export function publishArgs(settings: PublishSettings): string[] {
  return [
    'broker',
    'publish',
    COMMITTED_PACTS,
    '--broker-base-url',
    settings.brokerUrl,
    '--consumer-app-version',
    settings.version,
    '--branch',
    settings.branch,
    ...(settings.buildUrl ? ['--build-url', settings.buildUrl] : []),
  ];
}

function git(...args: string[]): string {
  return execFileSync('git', args, { encoding: 'utf8' }).trim();
}

function main(argv: string[]): void {
  const { values } = parseArgs({
    args: argv,
    options: { 'dry-run': { type: 'boolean' }, 'allow-dirty': { type: 'boolean' } },
  });
  const brokerUrl = process.env.PACT_BROKER_BASE_URL;
  if (!brokerUrl) {
    throw new Error(
      'Set PACT_BROKER_BASE_URL to the Pact Broker to publish to (and PACT_BROKER_TOKEN, or PACT_BROKER_USERNAME and PACT_BROKER_PASSWORD).',
    );
  }
  const changed = git('status', '--porcelain', '--', COMMITTED_PACTS);
  if (changed && !values['allow-dirty']) {
    throw new Error(
      `contracts/pacts has uncommitted changes; commit them first so the version names them:\n${changed}`,
    );
  }
  const branch = process.env.PACT_BRANCH || git('rev-parse', '--abbrev-ref', 'HEAD');
  if (!branch || branch === 'HEAD') throw new Error('No branch (detached HEAD): set PACT_BRANCH.');
  const args = publishArgs({
    brokerUrl,
    version: git('rev-parse', 'HEAD'),
    branch,
    buildUrl: process.env.BUILD_URL,
  });
  console.log(['pact', ...args].join(' '));
  if (values['dry-run']) return;
  const result = spawnSync(pactCli(), args, { stdio: 'inherit' });
  if (result.error) throw result.error;
  process.exitCode = result.status ?? 1;
}

if (import.meta.main) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
