/**
 * Keystroke-to-paint in the assistant editor holding 300 FAQ entries (under 50 ms).
 *
 * Runs against the built web app (served at `appUrl`) and a dev backend of its own (in-memory, on a free
 * port). The web build talks to the local dev backend address it was built with; the browser's requests to
 * that address are routed to this backend, which issues tokens in that address's name, so the app cannot
 * tell the difference. The seeded owner.active gets a config with 300 FAQ entries, signs in, opens
 * /settings/lucy and types into four fields, one key at a time.
 *
 * Each keystroke is measured in the page from the keydown event's time stamp to the first moment after the
 * next frame was painted: a requestAnimationFrame callback (the frame that shows the keystroke), then a
 * message posted from it, which runs once that frame's rendering task is done.
 */
import { type Browser, chromium, type Page } from '@playwright/test';
import { SEED_PASSWORD } from '../../dev-backend/seed/accounts.ts';
import { chromiumArgs, chromiumPath } from '../../playwright.config.ts';
import { OWNER, signInToEditor, signInWithPassword, withDevBackend } from './servers.ts';
import { summary } from './stats.ts';

export const FAQ_ENTRIES = 300;
export const KEYSTROKE_BUDGET_MS = 50;
const WARM_UP_KEYS = 10;
const KEYS_PER_FIELD = 50;
/** Where the typing happens: FAQ rows at the top, middle and end of the list, and a field above them. */
const FIELDS = ['Answer 150', 'Question 290', 'Answer 3', 'Business name'];

/** The page while it is measured: each keystroke's time to the next paint, in order. */
type Measured = { __keystrokes: number[] };

export interface KeystrokeResult {
  keystrokes: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  byField: { field: string; medianMs: number; p95Ms: number }[];
}

/** The seeded owner's config, given 300 FAQ entries through the builder API (as a save from the editor would). */
async function giveOwnerManyQuestions(backend: string): Promise<void> {
  const access_token = await signInWithPassword(backend, OWNER, SEED_PASSWORD);
  const { org_id } = JSON.parse(Buffer.from(access_token.split('.')[1] ?? '', 'base64url').toString()) as {
    org_id: string;
  };
  const url = `${backend}/builder/builder-api/organisations/${org_id}/lucy/config`;
  const headers = { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' };
  const current = (await (await fetch(url, { headers })).json()) as {
    lucyConfig: { skills: { faq: { questions: unknown[] } } };
    version: number;
  };
  current.lucyConfig.skills.faq.questions = Array.from({ length: FAQ_ENTRIES }, (_, index) => ({
    question: `Do you offer service number ${index + 1}?`,
    answer: `Yes. Service ${index + 1} is available on weekdays; ask Lucy to book a time that suits you.`,
  }));
  const saved = await fetch(url, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ lucyConfig: current.lucyConfig, version: current.version }),
  });
  if (!saved.ok) throw new Error(`Saving the config failed: ${saved.status} ${await saved.text()}`);
}

async function openEditor(page: Page, appUrl: string): Promise<void> {
  await signInToEditor(page, appUrl);
  const rows = await page.getByRole('list', { name: 'Questions Lucy answers' }).getByRole('listitem').count();
  if (rows !== FAQ_ENTRIES) throw new Error(`The editor shows ${rows} FAQ entries, not ${FAQ_ENTRIES}`);
}

/** Presses `count` keys in the focused field (letters, or `key`), each after the previous one was painted. */
async function typeMeasured(page: Page, count: number, key?: string): Promise<void> {
  const before = await page.evaluate(() => (window as unknown as Measured).__keystrokes.length);
  for (let index = 0; index < count; index++) {
    await page.keyboard.press(key ?? (index % 10 === 9 ? 'Space' : String.fromCharCode(97 + (index % 26))));
    await page.waitForFunction(
      (expected) => (window as unknown as Measured).__keystrokes.length >= expected,
      before + index + 1,
    );
  }
}

async function measure(
  browser: Browser,
  appUrl: string,
  backend: string,
  appBackend: string,
  cpuSlowdown: number,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    if (cpuSlowdown > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    }
    await page.route(`${appBackend}/**`, (route) =>
      route.continue({ url: route.request().url().replace(appBackend, backend) }),
    );
    await openEditor(page, appUrl);
    await page.evaluate(() => {
      (window as unknown as Measured).__keystrokes = [];
      document.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () =>
              (window as unknown as Measured).__keystrokes.push(performance.now() - start);
            channel.port2.postMessage(null);
          });
        },
        { capture: true },
      );
    });

    const byField: KeystrokeResult['byField'] = [];
    const samples: number[] = [];
    for (const [index, field] of FIELDS.entries()) {
      const input = page.getByLabel(field, { exact: true }).first();
      await input.scrollIntoViewIfNeeded();
      await input.click();
      // To the end of the text; this key's own measurement is not one of the field's.
      await typeMeasured(page, 1, 'End');
      if (index === 0) {
        await typeMeasured(page, WARM_UP_KEYS);
        await page.evaluate(() => {
          (window as unknown as Measured).__keystrokes = [];
        });
      }
      const before = await page.evaluate(() => (window as unknown as Measured).__keystrokes.length);
      const valueBefore = await input.inputValue();
      await typeMeasured(page, KEYS_PER_FIELD);
      if ((await input.inputValue()).length !== valueBefore.length + KEYS_PER_FIELD)
        throw new Error(`Typing into ${field} did not reach the field`);
      const fieldSamples = await page.evaluate(
        (from) => (window as unknown as Measured).__keystrokes.slice(from),
        before,
      );
      samples.push(...fieldSamples);
      const { medianMs, p95Ms } = summary(fieldSamples);
      byField.push({ field, medianMs, p95Ms });
    }
    return { keystrokes: samples.length, ...summary(samples), byField };
  } finally {
    await context.close();
  }
}

/** The keystroke figures; `appBackend` is the dev backend address the web build was made with. */
export async function measureKeystrokes(
  appUrl: string,
  appBackend: string,
  cpuSlowdown = 1,
): Promise<KeystrokeResult> {
  return withDevBackend(appUrl, appBackend, async (backend) => {
    await giveOwnerManyQuestions(backend);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
    try {
      return await measure(browser, appUrl, backend, appBackend, cpuSlowdown);
    } finally {
      await browser.close();
    }
  });
}
