import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sampleConfig } from '../lucy/sampleConfig.ts';
import { defaultOptions, optionsFromProcess } from '../options.ts';
import { claimsOf, startTestBackend } from './harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'lucy-dev-backend-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('storage: SQLite under .data/, kept across restarts, --reset reseeds', () => {
  const databasePath = join(dir, 'nested', 'dev-backend.sqlite');

  it('data and sessions survive a restart; a reset reseeds and signs everyone out', async () => {
    // One public origin across the restarts, as with `npm start`: tokens name it as their issuer.
    const publicOrigin = 'http://localhost:8787';
    const first = await startTestBackend({ databasePath, reset: false, publicOrigin });
    const { access_token: token } = await first.signIn('owner.new@example.com');
    const base = `/builder/builder-api/organisations/${claimsOf(token).org_id}/lucy/config`;
    expect(
      (await first.request('PUT', base, { token, json: { lucyConfig: sampleConfig('Corner Bakery', 'AU') } }))
        .status,
    ).toBe(200);
    await first.close();

    const second = await startTestBackend({ databasePath, reset: false, publicOrigin });
    // The signing key is stored too, so the token issued before the restart still works.
    expect((await second.request('GET', base, { token })).status).toBe(200);
    await second.close();

    const reset = await startTestBackend({ databasePath, reset: true, publicOrigin });
    expect((await reset.request('GET', base, { token })).status).toBe(401);
    const { access_token: fresh } = await reset.signIn('owner.new@example.com');
    const freshBase = `/builder/builder-api/organisations/${claimsOf(fresh).org_id}/lucy/config`;
    expect((await reset.request('GET', freshBase, { token: fresh })).status).toBe(404);
    await reset.close();
  });

  it('the files holding the signing keys are readable by their owner only, even if they were not', async () => {
    const folder = join(dir, 'private', 'deeper');
    const path = join(folder, 'keys.sqlite');
    const mode = (file: string) => statSync(file).mode & 0o777;
    const running = await startTestBackend({ databasePath: path, reset: false });
    await running.signIn('owner.active@example.com');
    expect(mode(folder)).toBe(0o700);
    for (const file of [path, `${path}-wal`, `${path}-shm`]) expect(mode(file), file).toBe(0o600);
    await running.close();

    const loose = join(dir, 'loose.sqlite');
    writeFileSync(loose, '');
    chmodSync(loose, 0o644);
    const again = await startTestBackend({ databasePath: loose, reset: false });
    expect(mode(loose)).toBe(0o600);
    await again.close();
  });

  it('a database from an older schema version is rebuilt and reseeded', async () => {
    const path = join(dir, 'old.sqlite');
    const first = await startTestBackend({ databasePath: path, reset: false });
    first.backend.services.db.setMeta('schema_version', '0');
    await first.close();
    const second = await startTestBackend({ databasePath: path, reset: false });
    expect(second.backend.services.db.getMeta('schema_version')).not.toBe('0');
    await expect(second.signIn('owner.active@example.com')).resolves.toBeTruthy();
    await second.close();
  });
});

describe('options', () => {
  it('defaults: port 8787, the app on 5173, a file under .data/, 8 s until live, 5-minute links', () => {
    expect(defaultOptions).toMatchObject({
      port: 8787,
      appOrigin: 'http://localhost:5173',
      databasePath: '.data/dev-backend.sqlite',
      campaignLiveDelayMs: 8000,
      verificationTtlSeconds: 300,
      providerStates: false,
    });
  });

  it('reads the command line and the environment', () => {
    const options = optionsFromProcess(['--reset', '--port', '9000', '--provider-states'], {
      LUCY_DEV_BACKEND_ORIGIN: 'http://127.0.0.1:9000/',
      ACCESS_TOKEN_TTL_SECONDS: '5',
      CAMPAIGN_LIVE_DELAY_MS: '0',
      PASSWORD_HASH_COST: '12',
      LUCY_DEV_BACKEND_ALLOWED_ORIGINS: 'app://lucy, http://example.test',
    });
    expect(options).toMatchObject({
      reset: true,
      port: 9000,
      providerStates: true,
      publicOrigin: 'http://127.0.0.1:9000',
      accessTokenTtlSeconds: 5,
      campaignLiveDelayMs: 0,
      passwordHashCost: 12,
      extraAllowedOrigins: ['app://lucy', 'http://example.test'],
    });
    expect(optionsFromProcess([], { PORT: '7000' }).port).toBe(7000);
    expect(() => optionsFromProcess(['--wat'], {})).toThrow('Unknown option --wat');
    expect(() => optionsFromProcess([], { PORT: 'abc' })).toThrow('PORT must be a non-negative number');
  });

  it('a configured public origin names the token issuer and every address', async () => {
    const backend = await startTestBackend({ publicOrigin: 'http://lucy.localhost:1234' });
    const { access_token } = await backend.signIn('owner.active@example.com');
    expect(claimsOf(access_token).iss).toBe('http://lucy.localhost:1234/identity');
    await backend.close();
  });
});

describe('npm run dev-backend', () => {
  it('starts, prints the addresses and the seeded accounts, and serves until stopped', async () => {
    const child = spawn(process.execPath, ['dev-backend/main.ts', '--memory', '--port', '0', '--quiet'], {
      cwd: join(import.meta.dirname, '..', '..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      await expect.poll(() => output, { interval: 100 }).toContain('owner.shared@example.com');
      expect(output).toContain('Seeded accounts, password Lucy-demo-2026!');
      const origin = /Lucy dev backend on (http:\/\/localhost:\d+)/.exec(output)?.[1];
      expect(origin).toBeDefined();
      expect(output).toContain(`identity   ${origin}/identity`);
      const index = await fetch(`${origin}/`);
      expect(index.status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    const code = await new Promise((resolve) => child.once('exit', resolve));
    expect(code).toBe(0);
  });
});
