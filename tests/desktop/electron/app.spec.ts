import { type ChildProcess, spawn } from 'node:child_process';
import { _electron, type ElectronApplication, expect, test } from '@playwright/test';
import { ELECTRON_ABSENT, electronBinary, repository } from './binary.ts';

/**
 * The desktop app itself, through Playwright's Electron support. The Electron binary cannot be
 * downloaded on our machines, so these tests skip unless it is installed; where it is (a developer
 * machine after `npx electron --version`), they run against the build in out/.
 */
const binaryPath = electronBinary();
test.skip(!binaryPath, ELECTRON_ABSENT);

const { ELECTRON_RENDERER_URL: _devServer, ...environment } = process.env;

function launch(...args: string[]): Promise<ElectronApplication> {
  return _electron.launch({
    executablePath: binaryPath,
    args: [repository, '--environment=local', ...args],
    env: { ...environment, LUCY_ENVIRONMENT: 'local' },
  });
}

test('the window shows the app from app://lucy, with the bridge and without Node', async () => {
  const app = await launch();
  try {
    const page = await app.firstWindow();
    await expect(page.locator('h1')).toBeVisible();
    expect(page.url()).toMatch(/^app:\/\/lucy\//);
    expect(
      await page.evaluate(() => [
        typeof Reflect.get(window, 'require'),
        typeof Reflect.get(window, 'process'),
      ]),
    ).toEqual(['undefined', 'undefined']);
    expect(await page.evaluate(() => Object.keys(window.lucy ?? {}).sort())).toEqual([
      'app',
      'openExternal',
      'tokens',
    ]);
  } finally {
    await app.close();
  }
});

test('the CSP blocks requests to anywhere the environment does not use', async () => {
  const app = await launch();
  try {
    const page = await app.firstWindow();
    const outcome = await page.evaluate(() =>
      fetch('https://evil.example/').then(
        () => 'sent',
        () => 'blocked',
      ),
    );
    expect(outcome).toBe('blocked');
  } finally {
    await app.close();
  }
});

test('the window stays on the app when the page tries to navigate away', async () => {
  const app = await launch();
  try {
    const page = await app.firstWindow();
    // Heard in the main process after the app's guard (listeners run in the order they were added): whether
    // the guard refused the navigation. A condition to wait on, where a fixed pause would only hope. The
    // listener is in place (the first evaluate has returned) before the page tries to leave.
    await app.evaluate(({ BrowserWindow }) => {
      const contents = BrowserWindow.getAllWindows()[0]?.webContents;
      const heard = new Promise<boolean>((resolve) => {
        contents?.once('will-navigate', (event) => resolve(event.defaultPrevented));
      });
      Object.assign(globalThis, { navigationRefused: heard });
    });
    await page.evaluate(() => {
      window.location.href = 'https://evil.example/';
    });
    expect(
      await app.evaluate(
        () => (globalThis as unknown as { navigationRefused: Promise<boolean> }).navigationRefused,
      ),
    ).toBe(true);
    expect(page.url()).toMatch(/^app:\/\/lucy\//);
  } finally {
    await app.close();
  }
});

test('tokens set in the app are in the keychain after a restart', async () => {
  const tokens = { access_token: 'electron-access', refresh_token: 'electron-refresh' };
  const first = await launch();
  try {
    const page = await first.firstWindow();
    await page.evaluate((value) => window.lucy?.tokens.set(value), tokens);
  } finally {
    await first.close();
  }
  const second = await launch();
  try {
    const page = await second.firstWindow();
    expect(await page.evaluate(() => window.lucy?.tokens.get())).toEqual(tokens);
    await page.evaluate(() => window.lucy?.tokens.clear());
  } finally {
    await second.close();
  }
});

test('a lucy:// link given to a second launch opens in the running app', async () => {
  const app = await launch();
  let second: ChildProcess | undefined;
  try {
    const page = await app.firstWindow();
    await expect(page.locator('h1')).toBeVisible();
    second = spawn(binaryPath ?? '', [repository, '--environment=local', 'lucy://promo/SAVE10'], {
      env: { ...environment, LUCY_ENVIRONMENT: 'local' },
    });
    await page.waitForURL(/promo\/SAVE10|promo%2FSAVE10/);
  } finally {
    second?.kill();
    await app.close();
  }
});
