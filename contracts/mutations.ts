import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { onInterrupt } from './children.ts';
import { verifyDevBackend, withDevBackend } from './devBackendVerification.ts';
import { CONTRACTS_DIR, type ProviderKey } from './pactFiles.ts';

/**
 * `npm run test:contracts:mutations`: do the pacts catch what breaks the client, and only that? Each
 * mutation is a realistic change to the dev backend, applied to a scratch copy of dev-backend/ in a temp
 * directory; the copy is started and verified exactly as the real one is (devBackendVerification.ts: the
 * standalone pact verifier with only the state URL, plus the client's decoder on every access token).
 * A change that breaks the client must fail verification; a harmless one must pass. Prints the table and
 * exits non-zero when any row is wrong. Ctrl-C ends the backends and verifiers it started.
 *
 *   npm run test:contracts:mutations [-- --jobs 2] [--only <text in the name>] [--verbose]
 */

interface Mutation {
  name: string;
  /** Whether the change breaks the client (so verification must fail). */
  breaks: boolean;
  /** The pact the change is verified against (all three when absent). */
  provider?: ProviderKey;
  /** The file under dev-backend/, the exact text to change (found exactly once), and what it becomes. */
  file?: string;
  find?: string;
  replace?: string;
}

const FRAME = 'return `id: ${id}\\nevent: ${event.event}\\ndata: ${JSON.stringify(event.data)}\\n\\n`;';

// Its find/replace strings are the dev backend's source text, template literals included (biome.json turns
// noTemplateCurlyInString off for this file).
export const mutations: Mutation[] = [
  { name: 'no change (the copy itself passes)', breaks: false },
  // The FAQ import stream (gateway).
  {
    name: 'FAQ stream: done.count renamed total',
    breaks: true,
    provider: 'gateway',
    file: 'lucy/faqImport.ts',
    find: 'data: { count: suggestions.length } }',
    replace: 'data: { total: suggestions.length } }',
  },
  {
    name: 'FAQ stream: faq.question renamed q',
    breaks: true,
    provider: 'gateway',
    file: 'lucy/faqImport.ts',
    find: "yield { event: 'faq', data: suggestion };",
    replace: "yield { event: 'faq', data: { q: suggestion.question, answer: suggestion.answer } };",
  },
  {
    name: 'FAQ stream: faq.answer renamed reply',
    breaks: true,
    provider: 'gateway',
    file: 'lucy/faqImport.ts',
    find: "yield { event: 'faq', data: suggestion };",
    replace: "yield { event: 'faq', data: { question: suggestion.question, reply: suggestion.answer } };",
  },
  {
    name: 'FAQ stream: error.message renamed error',
    breaks: true,
    provider: 'gateway',
    file: 'lucy/faqImport.ts',
    find: "yield { event: 'error', data: { message: ",
    replace: "yield { event: 'error', data: { error: ",
  },
  {
    name: 'FAQ stream: CRLF line ends',
    breaks: false,
    provider: 'gateway',
    file: 'lucy/faqImport.ts',
    find: FRAME,
    replace: FRAME.replaceAll('\\n', '\\r\\n'),
  },
  {
    name: 'FAQ stream: comment and retry lines, no id lines',
    breaks: false,
    provider: 'gateway',
    file: 'lucy/faqImport.ts',
    find: FRAME,
    replace:
      'return `: keep-alive\\nretry: 3000\\nevent: ${event.event}\\ndata: ${JSON.stringify(event.data)}\\n\\n`;',
  },
  {
    name: 'FAQ stream: error event keys in another order, plus a code',
    breaks: false,
    provider: 'gateway',
    file: 'lucy/faqImport.ts',
    find: "yield { event: 'error', data: { message: `We could not read ${url.host}${detail}` } };",
    replace:
      "yield { event: 'error', data: { code: 'unreachable', message: `We could not read ${url.host}${detail}` } };",
  },
  {
    name: 'FAQ stream: a heartbeat event the client skips',
    breaks: false,
    provider: 'gateway',
    file: 'lucy/faqImport.ts',
    find: FRAME,
    replace: `return \`event: heartbeat\\ndata: {}\\n\\n\` + \`${FRAME.slice('return `'.length, -2)}\`;`,
  },
  // Gateway answers.
  {
    name: 'free plan billingPeriod "none" instead of null',
    breaks: true,
    provider: 'gateway',
    file: 'billing/subscriptions.ts',
    find: 'billingPeriod: row.billing_period,',
    replace: "billingPeriod: row.billing_period ?? 'none',",
  },
  {
    name: 'subscription status in capitals (ACTIVE)',
    breaks: true,
    provider: 'gateway',
    file: 'billing/subscriptions.ts',
    find: 'status: row.status,',
    replace: 'status: row.status.toUpperCase(),',
  },
  {
    name: 'campaign without a number: phoneNumber "" instead of null',
    breaks: true,
    provider: 'gateway',
    file: 'billing/campaigns.ts',
    find: 'phoneNumber: live ? campaign.phone_number : null,',
    replace: "phoneNumber: live ? campaign.phone_number : '',",
  },
  {
    name: 'a token without the organisation: 400 instead of 403',
    breaks: true,
    provider: 'gateway',
    file: 'http/errors.ts',
    find: "new ApiError(403, 'forbidden', message)",
    replace: "new ApiError(400, 'forbidden', message)",
  },
  {
    name: 'free plan waiting to be reactivated: reactivationAvailableAt renamed reactivatableAt',
    breaks: true,
    provider: 'gateway',
    file: 'billing/subscriptions.ts',
    find: '{ reactivationAvailableAt: new Date(reactivationAvailableAt).toISOString() }',
    replace: '{ reactivatableAt: new Date(reactivationAvailableAt).toISOString() }',
  },
  {
    name: 'subscription gains a field (priceId)',
    breaks: false,
    provider: 'gateway',
    file: 'billing/subscriptions.ts',
    find: 'billingPeriod: row.billing_period,',
    replace: "billingPeriod: row.billing_period,\n    priceId: 'price_1',",
  },
  {
    name: 'POST /lucy/cancel answers 200 {} instead of 204',
    breaks: false,
    provider: 'gateway',
    file: 'gateway/lucyRoutes.ts',
    find: 'services.billing.cancelFreePlan(sessionOrganisation(c));\n    return c.body(null, 204);',
    replace: 'services.billing.cancelFreePlan(sessionOrganisation(c));\n    return c.json({}, 200);',
  },
  // Identity.
  {
    name: 'identity: an expired token answered 400 instead of 401',
    breaks: true,
    provider: 'identity',
    file: 'identity/tokens.ts',
    find: "throw unauthorized(expired ? 'The access token has expired.' : 'The access token is not valid.');",
    replace: "throw new ApiError(400, 'invalid_token', 'The access token is not valid.');",
  },
  {
    name: "error code 'Invalid email address' renamed",
    breaks: true,
    provider: 'identity',
    file: 'identity/rules.ts',
    find: "throw new ApiError(400, 'Invalid email address',",
    replace: "throw new ApiError(400, 'invalid_email',",
  },
  {
    name: "error code 'Invalid phone number' renamed",
    breaks: true,
    provider: 'identity',
    file: 'identity/rules.ts',
    find: "throw new ApiError(400, 'Invalid phone number',",
    replace: "throw new ApiError(400, 'invalid_phone',",
  },
  // The desktop sign-in proposal (identityProposals.ts).
  {
    name: 'desktop code exchange: no refresh token in the answer',
    breaks: true,
    provider: 'identity',
    file: 'identity/tokenRoutes.ts',
    find: 'return c.json(await services.tokens.issue(user));',
    replace: 'return c.json({ access_token: (await services.tokens.issue(user)).access_token });',
  },
  {
    name: 'desktop code exchange: a token_type beside the tokens',
    breaks: false,
    provider: 'identity',
    file: 'identity/tokenRoutes.ts',
    find: 'return c.json(await services.tokens.issue(user));',
    replace: "return c.json({ ...(await services.tokens.issue(user)), token_type: 'Bearer' });",
  },
  {
    name: 'desktop code exchange: a used code works again',
    breaks: true,
    provider: 'identity',
    file: 'identity/authorizationCodes.ts',
    find: 'if (!issued) return undefined;\n    this.#codes.delete(code);',
    replace: 'if (!issued) return undefined;',
  },
  {
    name: '/token no longer answers multiple-user-match',
    breaks: true,
    provider: 'identity',
    file: 'identity/tokenRoutes.ts',
    find: 'if (matching.length > 0) throw multipleUserMatch(services, users);',
    replace: 'if (matching.length > 0) throw invalidGrant(WRONG_PASSWORD);',
  },
  {
    name: '/reset always 204, no multiple-user-match',
    breaks: true,
    provider: 'identity',
    file: 'identity/passwordRoutes.ts',
    find: 'if (users.length > 1) throw multipleUserMatch(services, users);',
    replace: '',
  },
  {
    name: 'tokens answer refreshToken instead of refresh_token',
    breaks: true,
    provider: 'identity',
    file: 'identity/tokens.ts',
    find: 'return { access_token, refresh_token };',
    replace: 'return { access_token, refreshToken: refresh_token };',
  },
  {
    name: 'access token claim org_id renamed organisation_id',
    breaks: true,
    provider: 'identity',
    file: 'identity/tokens.ts',
    find: "org_id: user.organisation_id ?? '',",
    replace: "organisation_id: user.organisation_id ?? '',",
  },
  {
    name: 'access token region in capitals (AU)',
    breaks: true,
    provider: 'identity',
    file: 'services.ts',
    find: 'region: options.region,',
    replace: 'region: options.region.toUpperCase(),',
  },
  {
    name: 'access token issuer with a trailing slash',
    breaks: true,
    provider: 'identity',
    file: 'services.ts',
    find: 'issuer: addresses.identity,',
    replace: 'issuer: `${addresses.identity}/`,',
  },
  {
    name: 'error bodies as application/problem+json',
    breaks: false,
    provider: 'identity',
    file: 'app.ts',
    find: 'if (error instanceof ApiError) return c.json(errorBody(error, style), error.status);',
    replace:
      "if (error instanceof ApiError) return new Response(JSON.stringify(errorBody(error, style)), { status: error.status, headers: { 'Content-Type': 'application/problem+json' } });",
  },
  {
    name: '/signup answers 200 instead of 201',
    breaks: false,
    provider: 'identity',
    file: 'identity/signUpRoutes.ts',
    find: 'return c.json({ userId: user.id }, 201);',
    replace: 'return c.json({ userId: user.id }, 200);',
  },
  {
    name: '/userinfo keys in another order',
    breaks: false,
    provider: 'identity',
    file: 'identity/signUpRoutes.ts',
    find: 'return c.json({ phoneNumber: user.phone_number, clientInfo: { id: user.id, email: user.email } });',
    replace:
      'return c.json({ clientInfo: { email: user.email, id: user.id }, phoneNumber: user.phone_number });',
  },
  {
    name: 'access token gains a claim (name)',
    breaks: false,
    provider: 'identity',
    file: 'identity/tokens.ts',
    find: 'email: user.email,\n    })',
    replace: "email: user.email,\n      name: 'Olivia',\n    })",
  },
  // Builder API.
  {
    name: 'builder: an expired token answered 400 instead of 401',
    breaks: true,
    provider: 'builder',
    file: 'identity/tokens.ts',
    find: "throw unauthorized(expired ? 'The access token has expired.' : 'The access token is not valid.');",
    replace: "throw new ApiError(400, 'invalid_token', 'The access token is not valid.');",
  },
  {
    name: 'builder: no config answered 200 with null instead of 404',
    breaks: true,
    provider: 'builder',
    file: 'builder/routes.ts',
    find: "if (!saved) throw notFound('This organisation has no Lucy config yet.');",
    replace: 'if (!saved) return c.json({ lucyConfig: null, version: 0 });',
  },
];

const REPO = join(CONTRACTS_DIR, '..');

/** A temp directory with a copy of dev-backend/ and links to what it imports, with `mutation` applied. */
function scratchCopy(mutation: Mutation): string {
  const root = mkdtempSync(join(tmpdir(), 'lucy-mutation-'));
  for (const shared of ['node_modules', 'renderer', 'contracts', 'package.json'])
    symlinkSync(join(REPO, shared), join(root, shared));
  cpSync(join(REPO, 'dev-backend'), join(root, 'dev-backend'), { recursive: true });
  if (mutation.file && mutation.find !== undefined && mutation.replace !== undefined) {
    const path = join(root, 'dev-backend', mutation.file);
    const text = readFileSync(path, 'utf8');
    const count = text.split(mutation.find).length - 1;
    if (count !== 1)
      throw new Error(
        `"${mutation.name}": expected the text once in dev-backend/${mutation.file}, found ${count}`,
      );
    writeFileSync(
      path,
      text.replace(mutation.find, () => mutation.replace ?? ''),
    );
  }
  return root;
}

interface Row {
  mutation: Mutation;
  failedInteractions: number;
  interactions: number;
  claimProblems: number;
  /** The first thing that failed, to see that it is the right one. */
  firstFailure?: string;
  verdict: 'caught' | 'passed';
  ok: boolean;
  seconds: number;
  error?: string;
}

async function run(mutation: Mutation, verbose = false): Promise<Row> {
  const started = Date.now();
  const root = scratchCopy(mutation);
  const removal = onInterrupt(() => rmSync(root, { recursive: true, force: true }));
  try {
    const outcome = await withDevBackend({ main: join(root, 'dev-backend', 'main.ts') }, (origin) =>
      verifyDevBackend(origin, { only: mutation.provider }),
    );
    if (verbose) {
      for (const result of outcome.results) {
        const failures = result.output.indexOf('Failures:');
        if (failures >= 0)
          console.log(`--- ${mutation.name}: ${result.provider}\n${result.output.slice(failures)}`);
      }
      for (const problem of outcome.claimProblems) console.log(`--- ${mutation.name}: ${problem}`);
    }
    const failedInteractions = outcome.results.reduce((sum, result) => sum + result.failed.length, 0);
    const interactions = outcome.results.reduce((sum, result) => sum + result.interactions, 0);
    const caught = failedInteractions > 0 || outcome.claimProblems.length > 0;
    return {
      mutation,
      failedInteractions,
      interactions,
      claimProblems: outcome.claimProblems.length,
      firstFailure: outcome.results.flatMap((result) => result.failed)[0] ?? outcome.claimProblems[0],
      verdict: caught ? 'caught' : 'passed',
      ok: caught === mutation.breaks,
      seconds: (Date.now() - started) / 1000,
    };
  } catch (error) {
    return {
      mutation,
      failedInteractions: 0,
      interactions: 0,
      claimProblems: 0,
      verdict: 'caught',
      ok: false,
      seconds: (Date.now() - started) / 1000,
      error: error instanceof Error ? error.message : String(error),
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
    removal.release();
  }
}

function table(rows: readonly Row[]): string {
  const lines = [
    '| # | Change to the dev backend | Breaks the client | Verified | Failed interactions | Token claim problems | Result | First failure |',
    '|---|---|---|---|---|---|---|---|',
  ];
  rows.forEach((row, index) => {
    const { mutation } = row;
    lines.push(
      `| ${index + 1} | ${mutation.name} | ${mutation.breaks ? 'yes' : 'no'} | ${mutation.provider ?? 'all'} | ${row.failedInteractions} of ${row.interactions} | ${row.claimProblems} | ${row.ok ? 'OK' : 'WRONG'}: ${row.verdict} | ${(row.error ?? row.firstFailure ?? '').replaceAll('|', '/').replaceAll('\n', ' ').slice(0, 120)} |`,
    );
  });
  return lines.join('\n');
}

async function main(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      jobs: { type: 'string', default: '2' },
      only: { type: 'string' },
      verbose: { type: 'boolean' },
    },
  });
  const jobs = Math.max(1, Number(values.jobs) || 1);
  const chosen = mutations.filter((mutation) => !values.only || mutation.name.includes(values.only));
  const rows: Row[] = new Array(chosen.length);
  let next = 0;
  const started = Date.now();
  async function worker(): Promise<void> {
    while (next < chosen.length) {
      const index = next++;
      const mutation = chosen[index];
      if (!mutation) return;
      const row = await run(mutation, values.verbose);
      rows[index] = row;
      console.log(
        `${row.ok ? 'ok   ' : 'WRONG'} ${row.verdict.padEnd(6)} ${mutation.name} (${row.seconds.toFixed(0)} s)`,
      );
    }
  }
  await Promise.all(Array.from({ length: Math.min(jobs, chosen.length) }, worker));
  console.log(`\n${table(rows)}\n`);
  const wrong = rows.filter((row) => !row.ok);
  const breaking = rows.filter((row) => row.mutation.breaks).length;
  console.log(
    `${rows.length} changes (${breaking} breaking, ${rows.length - breaking} harmless) in ${((Date.now() - started) / 1000).toFixed(0)} s: ${wrong.length === 0 ? 'every breaking change failed verification and every harmless one passed' : `${wrong.length} wrong`}.`,
  );
  if (wrong.length > 0) process.exitCode = 1;
}

if (import.meta.main) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
