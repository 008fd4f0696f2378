import { DEFAULT_PASSWORD_HASH_COST } from './identity/passwords.ts';

/**
 * How one dev-backend instance is set up. `npm start` uses the defaults; tests pass an in-memory database,
 * port 0 (a free port) and short lifetimes so expiry and refresh can be exercised in seconds.
 */
export interface DevBackendOptions {
  /** TCP port; 0 picks a free one. */
  port: number;
  /** Interface to listen on. Loopback by default: this is a development tool, not a server to expose. */
  hostname: string;
  /**
   * The address browsers use to reach this backend. Token issuers, script URLs and e-mailed links are built
   * from it. Defaults to http://localhost:{port} once the port is known.
   */
  publicOrigin?: string;
  /** Where the web app runs: e-mailed links point here unless the request names an allowed app origin. */
  appOrigin: string;
  /** SQLite file, or ':memory:'. */
  databasePath: string;
  /** Drop every table and reseed before serving. */
  reset: boolean;
  /** Access token lifetime in seconds (SPEC §4 session; short values let tests force a refresh). */
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * How long a replaced refresh token may still be used once (identity/tokens.ts `rotate`): long enough for an
   * answer lost to a reload to be asked for again, short enough that a stolen token is still caught.
   */
  refreshReuseGraceSeconds: number;
  /** SPEC §9: e-mail verification link expiry, 5 minutes. */
  verificationTtlSeconds: number;
  /** After checkout completes, the campaign turns live after this delay so the loading pages really poll. */
  campaignLiveDelayMs: number;
  /** Pause between streamed FAQ suggestions, so the client sees one event at a time. */
  faqEventIntervalMs: number;
  /** Timeout for the webhook test and the FAQ page fetch. */
  outboundTimeoutMs: number;
  /**
   * scrypt cost of new password hashes, log2 of N (identity/passwords.ts): 17 by default; the test suites'
   * backends use TEST_PASSWORD_HASH_COST (`PASSWORD_HASH_COST` in the environment).
   */
  passwordHashCost: number;
  /**
   * Lets the FAQ import and the webhook test call this backend's own /dev/ pages (the sample website, the
   * webhook receiver) although they are on loopback. Every other loopback, private, link-local or metadata
   * address stays refused. `npm start` and the tests turn it on (`--allow-local-samples`); off by default, so
   * a copy of this backend never calls into the network it runs in.
   */
  allowLocalSamples: boolean;
  /** Region written into access tokens. The local environment is one deployment, region au (SPEC §9). */
  region: 'au' | 'us';
  /** Exposes POST /__dev/provider-states for Pact provider verification. Off for `npm start`. */
  providerStates: boolean;
  /**
   * Test controls for the end-to-end suites (`--test-controls`): POST /dev/provisioning/finish ends an owner's
   * provisioning at once, so a test moves on from a loading page on its own word instead of waiting out
   * `campaignLiveDelayMs`; POST /dev/calls places a call Lucy answers, for the guide's test call. Off by default.
   */
  testControls: boolean;
  /** Origins allowed by CORS besides any http://localhost:* and http://127.0.0.1:* origin and the desktop app. */
  extraAllowedOrigins: string[];
  /** The clock, injectable so tests can move time forward. Milliseconds since the epoch. */
  now: () => number;
  /** Log one line per request. */
  logRequests: boolean;
}

export const DEFAULT_PORT = 8787;

export const defaultOptions: DevBackendOptions = {
  port: DEFAULT_PORT,
  hostname: '127.0.0.1',
  appOrigin: 'http://localhost:5173',
  databasePath: '.data/dev-backend.sqlite',
  reset: false,
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 30 * 24 * 60 * 60,
  refreshReuseGraceSeconds: 30,
  verificationTtlSeconds: 5 * 60,
  campaignLiveDelayMs: 8000,
  faqEventIntervalMs: 250,
  outboundTimeoutMs: 5000,
  passwordHashCost: DEFAULT_PASSWORD_HASH_COST,
  allowLocalSamples: false,
  region: 'au',
  providerStates: false,
  testControls: false,
  extraAllowedOrigins: [],
  now: () => Date.now(),
  logRequests: false,
};

function numberFrom(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative number, got ${value}`);
  return parsed;
}

/**
 * Reads the command line (`--reset`, `--port N`, `--memory`, `--provider-states`, `--allow-local-samples`,
 * `--test-controls`) and the environment.
 */
export function optionsFromProcess(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): DevBackendOptions {
  const options: DevBackendOptions = { ...defaultOptions, logRequests: true };
  const port = numberFrom(env.PORT, 'PORT');
  if (port !== undefined) options.port = port;
  if (env.LUCY_DEV_BACKEND_ORIGIN) options.publicOrigin = env.LUCY_DEV_BACKEND_ORIGIN.replace(/\/+$/, '');
  if (env.LUCY_APP_ORIGIN) options.appOrigin = env.LUCY_APP_ORIGIN.replace(/\/+$/, '');
  if (env.LUCY_DEV_BACKEND_DB) options.databasePath = env.LUCY_DEV_BACKEND_DB;
  if (env.LUCY_DEV_BACKEND_HOST) options.hostname = env.LUCY_DEV_BACKEND_HOST;
  const accessTtl = numberFrom(env.ACCESS_TOKEN_TTL_SECONDS, 'ACCESS_TOKEN_TTL_SECONDS');
  if (accessTtl !== undefined) options.accessTokenTtlSeconds = accessTtl;
  const liveDelay = numberFrom(env.CAMPAIGN_LIVE_DELAY_MS, 'CAMPAIGN_LIVE_DELAY_MS');
  if (liveDelay !== undefined) options.campaignLiveDelayMs = liveDelay;
  const hashCost = numberFrom(env.PASSWORD_HASH_COST, 'PASSWORD_HASH_COST');
  if (hashCost !== undefined) options.passwordHashCost = hashCost;
  if (env.LUCY_DEV_BACKEND_ALLOWED_ORIGINS) {
    options.extraAllowedOrigins = env.LUCY_DEV_BACKEND_ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
  }
  if (env.LUCY_DEV_BACKEND_PROVIDER_STATES === '1') options.providerStates = true;

  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--reset') options.reset = true;
    else if (arg === '--memory') options.databasePath = ':memory:';
    else if (arg === '--provider-states') options.providerStates = true;
    else if (arg === '--quiet') options.logRequests = false;
    else if (arg === '--allow-local-samples') options.allowLocalSamples = true;
    else if (arg === '--test-controls') options.testControls = true;
    else if (arg === '--port') {
      const value = numberFrom(argv[++index], '--port');
      if (value === undefined) throw new Error('--port needs a number');
      options.port = value;
    } else
      throw new Error(
        `Unknown option ${arg}. Options: --reset --port N --memory --provider-states --quiet --allow-local-samples --test-controls`,
      );
  }
  return options;
}
