/**
 * `npm run dev-backend [-- --reset] [--port N] [--memory] [--provider-states] [--quiet]`: the local stand-in
 * for the identity service, the gateway, the builder API and the third parties. Data is kept in
 * .data/dev-backend.sqlite across restarts; --reset reseeds it. See README "Dev backend".
 */
import { addressesFor } from './addresses.ts';
import { optionsFromProcess } from './options.ts';
import { SEED_PASSWORD, SHARED_EMAIL, seedAccounts } from './seed/accounts.ts';
import { startDevBackend } from './server.ts';

function describe(origin: string, appOrigin: string, databasePath: string): string {
  const addresses = addressesFor(origin);
  const width = Math.max(...seedAccounts.map((account) => account.email.length), SHARED_EMAIL.length);
  const accounts = [
    ...seedAccounts.map(
      (account) =>
        `  ${account.email.padEnd(width)}  ${account.shows}\n  ${''.padEnd(width)}  lands: ${account.lands}`,
    ),
    `  ${SHARED_EMAIL.padEnd(width)}  Two accounts share this e-mail: multiple-user-match\n  ${''.padEnd(width)}  lands: stays on /signin: whom to contact`,
  ];
  return [
    `[dev-backend] Lucy dev backend on ${origin} (data: ${databasePath})`,
    `  identity   ${addresses.identity}`,
    `  gateway    ${addresses.gateway}`,
    `  builder    ${addresses.builder}/builder-api`,
    `  mailbox    ${addresses.mailboxPage}  (JSON: ${addresses.mailbox})`,
    `  web app    ${appOrigin}`,
    `[dev-backend] Seeded accounts, password ${SEED_PASSWORD}, and where signing in lands in a fresh browser:`,
    ...accounts,
  ].join('\n');
}

let options: ReturnType<typeof optionsFromProcess>;
try {
  options = optionsFromProcess(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`[dev-backend] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const backend = await startDevBackend(options);
console.log(describe(backend.origin, options.appOrigin, options.databasePath));

let closing = false;
async function shutdown(): Promise<void> {
  if (closing) return;
  closing = true;
  await backend.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
