import { afterAll, beforeAll } from 'vitest';
import type { z } from 'zod/mini';
import type { TokensResponse } from '../../renderer/api/schemas/common.ts';
import { tokensSchema } from '../../renderer/api/schemas/common.ts';
import { TEST_PASSWORD_HASH_COST } from '../identity/passwords.ts';
import type { MailMessage } from '../mailbox/mailbox.ts';
import type { DevBackendOptions } from '../options.ts';
import { SEED_PASSWORD } from '../seed/accounts.ts';
import { type RunningBackend, startDevBackend } from '../server.ts';

export interface Answer {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, the text otherwise. */
  body: unknown;
  text: string;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  body?: BodyInit;
  headers?: Record<string, string>;
  redirect?: RequestRedirect;
}

/** A dev backend on a free port with an in-memory database and a clock the test can move forward. */
export interface TestBackend {
  backend: RunningBackend;
  /** The public origin (issuer, links); requests go to where it listens. */
  origin: string;
  listeningUrl: string;
  /** Moves the backend's clock forward. */
  advance(ms: number): void;
  request(method: string, path: string, options?: RequestOptions): Promise<Answer>;
  /** A human-check response from the widget's own challenge call, as the browser would get it. */
  humanCheck(): Promise<string>;
  signIn(email: string, password?: string): Promise<TokensResponse>;
  /** Signs in and names the user's organisation, for gateway and builder calls. */
  as(email: string): Promise<{ token: string; organisationId: string }>;
  /** The newest e-mail to an address in the dev mailbox. */
  latestMail(to: string): Promise<MailMessage>;
  close(): Promise<void>;
}

export async function startTestBackend(overrides: Partial<DevBackendOptions> = {}): Promise<TestBackend> {
  let offset = 0;
  const backend = await startDevBackend({
    port: 0,
    databasePath: ':memory:',
    reset: true,
    logRequests: false,
    faqEventIntervalMs: 5,
    outboundTimeoutMs: 2000,
    allowLocalSamples: true,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    now: () => Date.now() + offset,
    ...overrides,
  });

  async function request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    if (options.form) {
      headers['Content-Type'] ??= 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    }
    const response = await fetch(`${backend.listeningUrl}${path}`, {
      method,
      headers,
      body,
      redirect: options.redirect ?? 'manual',
    });
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    return {
      status: response.status,
      headers: response.headers,
      body: type.includes('application/json') && text ? JSON.parse(text) : text,
      text,
    };
  }

  async function humanCheck(): Promise<string> {
    const answer = await request('POST', '/third-party/turnstile/v0/challenge', {
      json: { sitekey: 'local-dev-site-key' },
    });
    return (answer.body as { token: string }).token;
  }

  async function signIn(email: string, password = SEED_PASSWORD): Promise<TokensResponse> {
    const answer = await request('POST', '/identity/token', {
      form: { grant_type: 'password', email, password, turnstileResponse: await humanCheck() },
    });
    if (answer.status !== 200)
      throw new Error(`Sign-in of ${email} answered ${answer.status}: ${answer.text}`);
    return tokensSchema.parse(answer.body);
  }

  return {
    backend,
    origin: backend.origin,
    listeningUrl: backend.listeningUrl,
    advance: (ms) => {
      offset += ms;
    },
    request,
    humanCheck,
    signIn,
    async as(email) {
      const { access_token } = await signIn(email);
      return { token: access_token, organisationId: String(claimsOf(access_token).org_id) };
    },
    async latestMail(to) {
      const answer = await request('GET', `/dev/mailbox?to=${encodeURIComponent(to)}`);
      const [message] = (answer.body as { messages: MailMessage[] }).messages;
      if (!message) throw new Error(`No mail to ${to}`);
      return message;
    },
    close: () => backend.close(),
  };
}

/**
 * One test backend for the whole file: started before its first test and closed after its last. The
 * answer stands for that backend from the first test on, so a file can name it at the top.
 */
export function backendForThisFile(overrides: Partial<DevBackendOptions> = {}): TestBackend {
  let started: TestBackend | undefined;
  beforeAll(async () => {
    started = await startTestBackend(overrides);
  });
  afterAll(() => started?.close());
  return new Proxy({} as TestBackend, {
    get(_, key) {
      if (!started) throw new Error('The test backend starts before the first test of the file');
      const value: unknown = Reflect.get(started, key);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

/** The builder API's address of an organisation's Lucy resources. */
export function lucyPath(organisationId: string): string {
  return `/builder/builder-api/organisations/${organisationId}/lucy`;
}

/** The `verificationToken` of an e-mailed link, as the link carries it (base64). */
export function linkToken(message: MailMessage): string {
  const token = new URL(message.link ?? '').searchParams.get('verificationToken');
  if (!token) throw new Error('The mail has no verification link');
  return token;
}

/** Checks an answer against the client's schema, so backend and client cannot drift apart. */
export function parsed<S extends z.ZodMiniType>(schema: S, answer: Answer): z.infer<S> {
  return schema.parse(answer.body) as z.infer<S>;
}

/** The payload of an access token (no signature check; the backend's own checks are tested through 401s). */
export function claimsOf(accessToken: string): Record<string, unknown> {
  const payload = accessToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
