import { describe, expect, it } from 'vitest';
import { identityErrorSchema } from '../../renderer/api/schemas/identity.ts';
import { ACTIVATION_LINK_WINDOW_MS, ACTIVATION_LINKS_PER_WINDOW } from '../identity/passwordRoutes.ts';
import { backendForThisFile, parsed } from './harness.ts';

const t = backendForThisFile();

async function askForLink(email: string) {
  return t.request('POST', '/identity/activation-link', {
    json: { email, turnstileResponse: await t.humanCheck() },
  });
}

async function mailCount(email: string): Promise<number> {
  const { messages } = (await t.request('GET', `/dev/mailbox?to=${encodeURIComponent(email)}`)).body as {
    messages: unknown[];
  };
  return messages.length;
}

describe('POST /identity/activation-link (a proposal, flag activationResend)', () => {
  it('mails a fresh activation link to an account not activated yet, which activates it', async () => {
    const email = 'owner.unverified@example.com';
    const before = await mailCount(email);
    expect((await askForLink(email)).status).toBe(204);
    expect(await mailCount(email)).toBe(before + 1);
    const mail = await t.latestMail(email);
    expect(mail.subject).toBe('Verify your email address');
    const token = new URL(mail.link ?? '').searchParams.get('verificationToken');
    const activation = await t.request('POST', '/identity/verify', { json: { verificationToken: token } });
    expect(activation.status).toBe(200);
  });

  it('answers 204 and sends nothing for an activated or unknown address, so it tells nobody who has an account', async () => {
    for (const email of ['owner.active@example.com', 'nobody.here@example.com']) {
      const before = await mailCount(email);
      expect((await askForLink(email)).status, email).toBe(204);
      expect(await mailCount(email), email).toBe(before);
    }
  });

  it('needs the human check', async () => {
    const answer = await t.request('POST', '/identity/activation-link', {
      json: { email: 'owner.unverified@example.com', turnstileResponse: 'made-up' },
    });
    expect(answer.status).toBe(400);
    expect(parsed(identityErrorSchema, answer).error).toBe('human-check-failed');
  });

  it(`refuses with 429 and Retry-After past ${ACTIVATION_LINKS_PER_WINDOW} links in the window, then sends again once it has passed`, async () => {
    const email = 'ada.pending@example.com';
    const signUp = await t.request('POST', '/identity/signup', {
      json: {
        firstName: 'Ada',
        lastName: 'Pending',
        phoneNumber: '+61355509071',
        email,
        turnstileResponse: await t.humanCheck(),
        primarySignupIntent: 'receptionist',
      },
    });
    expect(signUp.status).toBe(201);
    // The sign-up's own link counts.
    for (let sent = 1; sent < ACTIVATION_LINKS_PER_WINDOW; sent++) {
      expect((await askForLink(email)).status).toBe(204);
    }
    const refused = await askForLink(email);
    expect(refused.status).toBe(429);
    expect(parsed(identityErrorSchema, refused).error).toBe('too-many-requests');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(ACTIVATION_LINK_WINDOW_MS / 1000);
    expect(await mailCount(email)).toBe(ACTIVATION_LINKS_PER_WINDOW);
    t.advance(retryAfter * 1000);
    expect((await askForLink(email)).status).toBe(204);
  });
});
