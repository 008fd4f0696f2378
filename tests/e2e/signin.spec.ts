import { SEED_PASSWORD, seeded, uniqueEmail } from './support/accounts.ts';
import { createAccount } from './support/backend.ts';
import { webOrigin } from './support/servers.ts';
import { closeOneTap, pathOf, signIn, submitSignIn } from './support/signIn.ts';
import { expect, test } from './support/test.ts';

test.describe('SPEC §8 login errors', () => {
  test('a wrong password: the description under the form and in a toast, the password field focused', async ({
    page,
  }) => {
    await signIn(page, seeded.active, 'not-the-password');
    const message = 'Incorrect email or password.';
    await expect(page.getByRole('form', { name: 'Sign in' }).getByText(message)).toBeVisible();
    await expect(page.locator('.Toastify').getByText(message)).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByLabel('Password', { exact: true })).toBeFocused();
    // Nothing typed is lost.
    await expect(form.getByLabel('Email')).toHaveValue(seeded.active);
  });

  test('a locked account: the locked-out message with its link to /reset', async ({ page }) => {
    // Every alert the page ever shows, as it was added: a stand-in replaced by the real alert a moment later
    // would take a click on its link with it (a loaded CI run saw exactly that).
    await page.addInitScript(() => {
      const shown: string[] = [];
      Object.assign(window, { shownAlerts: shown });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement)
              for (const alert of [node, ...node.querySelectorAll('[role=alert]')])
                if (alert.getAttribute('role') === 'alert' && alert.textContent?.includes('locked out'))
                  shown.push(alert.tagName);
      }).observe(document, { childList: true, subtree: true });
    });
    await signIn(page, seeded.locked);
    const alert = page.getByRole('alert').filter({ hasText: 'You have been locked out' });
    await expect(alert).toHaveText(
      'You have been locked out of your account, to unlock please reset your password here',
    );
    expect(await page.evaluate(() => (window as unknown as { shownAlerts: string[] }).shownAlerts)).toEqual([
      'DIV',
    ]);
    await alert.getByRole('link', { name: 'here' }).click();
    await expect(page).toHaveURL(/\/reset$/);
  });

  test('multiple-user-match: a toast naming whom to contact, kept in the form too', async ({ page }) => {
    await signIn(page, seeded.shared);
    // Someone who can help (the first business's owner), never the address just typed.
    const contact = 'Please contact pat.peaks@example.com to gain access to this account.';
    await expect(page.locator('.Toastify').getByText(contact)).toBeVisible();
    await expect(page.getByRole('form', { name: 'Sign in' }).getByText(contact)).toBeVisible();
    expect(pathOf(page)).toBe('/signin');
  });

  test('lock-out after repeated wrong passwords, and the right password no longer opens it', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('lockout');
    await createAccount(request, email, SEED_PASSWORD);
    await signIn(page, email, 'wrong-password-1');
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByText('Incorrect email or password.')).toBeVisible();
    const attempt = async (password: string) => {
      const answered = page.waitForResponse((response) => response.url().endsWith('/identity/token'));
      await form.getByLabel('Password', { exact: true }).fill(password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      return (await answered).json() as Promise<{ error: string }>;
    };
    for (let count = 2; count <= 4; count++) {
      expect((await attempt(`wrong-password-${count}`)).error).toBe('invalid_grant');
    }
    expect((await attempt('wrong-password-5')).error).toContain('password-authentication-locked');
    await expect(form.getByText('You have been locked out of your account')).toBeVisible();
    expect((await attempt(SEED_PASSWORD)).error).toContain('password-authentication-locked');
    await expect(form.getByText('You have been locked out of your account')).toBeVisible();
    expect(pathOf(page)).toBe('/signin');
  });
});

test.describe('SPEC §2 the redirect parameter', () => {
  test('a deep link while signed out returns there after sign-in', async ({ page }) => {
    await page.goto('/settings/billing?promoCode=X');
    await expect(page).toHaveURL(/\/signin\?redirect=%2Fsettings%2Fbilling%3FpromoCode%3DX$/);
    await closeOneTap(page);
    await submitSignIn(page, seeded.active);
    await expect(page.getByRole('heading', { level: 1, name: 'Manage your plan' })).toBeVisible();
    expect(pathOf(page)).toBe('/settings/billing?promoCode=X');
  });

  // One of each way out through the browser: to another host, and to script. The rule itself, with every
  // hostile form known (double encoding, backslashes, control characters, look-alikes...), is
  // renderer/domain/returnPath.test.ts's; these show the sign-in screen goes by it.
  const hostile = ['//evil.example/settings', 'javascript:alert(document.domain)'];
  for (const redirect of hostile) {
    test(`a hostile redirect ${JSON.stringify(redirect)} is ignored: sign-in goes to /`, async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(`/signin?redirect=${encodeURIComponent(redirect)}`);
      await closeOneTap(page);
      await submitSignIn(page, seeded.active);
      await expect(page.getByRole('form', { name: 'Lucy settings' })).toBeVisible();
      expect(new URL(page.url()).origin).toBe(webOrigin);
      expect(pathOf(page)).toBe('/settings/lucy');
      expect(dialogs).toEqual([]);
    });
  }
});
