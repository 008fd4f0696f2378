import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * Staff machines whose keychain cannot keep a session, reproduced with the real Secret Service: the app's
 * vault runs (tests/desktop/keychainProbe.ts) in a D-Bus session of its own, with gnome-keyring running but
 * no keyring created (a fresh keyring: no default collection), or with no D-Bus session at all.
 */
const probe = fileURLToPath(new URL('../tests/desktop/keychainProbe.ts', import.meta.url));
const scratch: string[] = [];
afterEach(() => {
  for (const folder of scratch.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A fresh home for a keyring daemon: nothing created, nothing unlocked. */
function freshKeyringFolders(): Record<string, string> {
  const folder = mkdtempSync(join(tmpdir(), 'lucy-fresh-keyring-'));
  scratch.push(folder);
  const data = join(folder, 'data');
  const runtime = join(folder, 'runtime');
  mkdirSync(data, { mode: 0o700 });
  mkdirSync(runtime, { mode: 0o700 });
  return { XDG_DATA_HOME: data, XDG_RUNTIME_DIR: runtime };
}

async function runProbe(command: string, args: string[], env: Record<string, string | undefined>) {
  const { stdout } = await promisify(execFile)(command, args, { env });
  return JSON.parse(stdout) as { readAtStart: unknown; readBack: unknown; status: Record<string, unknown> };
}

const tokens = { access_token: 'access-1', refresh_token: 'refresh-1' };

describe('a keychain that cannot keep the session, on a real Secret Service', () => {
  it('a fresh keyring without a default collection ("no result found"): signed in for this run, told to make one', async () => {
    const outcome = await runProbe(
      'dbus-run-session',
      [
        '--',
        'bash',
        '-c',
        'gnome-keyring-daemon --start --components=secrets >/dev/null 2>&1; exec "$0" "$1"',
        process.execPath,
        probe,
      ],
      { ...process.env, ...freshKeyringFolders() },
    );
    expect(outcome).toEqual({
      readAtStart: null,
      readBack: tokens,
      status: {
        kept: false,
        problem: 'Your keyring has no default collection to keep passwords in.',
        advice: expect.stringContaining('Passwords and Keys (Seahorse)'),
        detail: expect.stringContaining('no result found'),
      },
    });
  });

  it('no Secret Service at all (no D-Bus session): signed in for this run, told to install a keyring', async () => {
    const { DBUS_SESSION_BUS_ADDRESS: _session, ...withoutSession } = process.env;
    const outcome = await runProbe(process.execPath, [probe], {
      ...withoutSession,
      ...freshKeyringFolders(),
    });
    expect(outcome).toEqual({
      readAtStart: null,
      readBack: tokens,
      status: expect.objectContaining({
        kept: false,
        problem: 'No keyring (Secret Service) answers on this computer.',
      }),
    });
  });
});
