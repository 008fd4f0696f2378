import { describe, expect, it } from 'vitest';
import {
  greetingPreviewSchema,
  type LucyConfig,
  lucyConfigResponseSchema,
  testWebhookResultSchema,
  voicePreviewSchema,
} from '../../renderer/api/schemas/builder.ts';
import { serviceErrorSchema } from '../../renderer/api/schemas/common.ts';
import { sampleConfig } from '../lucy/sampleConfig.ts';
import { backendForThisFile, claimsOf, lucyPath, parsed } from './harness.ts';

const t = backendForThisFile();

async function as(email: string) {
  const { token, organisationId } = await t.as(email);
  return { token, base: lucyPath(organisationId) };
}

const config = (changes: Partial<LucyConfig['assistant']> = {}): LucyConfig => {
  const base = sampleConfig('Harbour Plumbing', 'AU');
  return { ...base, assistant: { ...base.assistant, ...changes } };
};

/** A config as answered: with where messages go (nobody yet), the proposal the dev backend serves. */
const answered = (lucyConfig: LucyConfig): LucyConfig => ({
  ...lucyConfig,
  messageRecipients: { emailAddresses: [], mobileNumbers: [], urgentBySms: false },
});

describe('SPEC §7 builder config get and put, with a revision', () => {
  it('an organisation without a config answers 404; a save creates revision 1, the next revision 2', async () => {
    const { token, base } = await as('owner.new@example.com');
    expect((await t.request('GET', `${base}/config`, { token })).status).toBe(404);

    // Version 0: the edit started from no config, which holds only while there is still none.
    const first = await t.request('PUT', `${base}/config`, {
      token,
      json: { lucyConfig: config(), version: 0 },
    });
    expect(parsed(lucyConfigResponseSchema, first)).toEqual({ lucyConfig: answered(config()), version: 1 });
    expect(first.headers.get('etag')).toBe('"1"');
    const secondFromNothing = await t.request('PUT', `${base}/config`, {
      token,
      json: { lucyConfig: config(), version: 0 },
    });
    expect(secondFromNothing.status).toBe(409);

    const second = await t.request('PUT', `${base}/config`, {
      token,
      json: { lucyConfig: config({ voice: 'james' }) },
    });
    expect(parsed(lucyConfigResponseSchema, second).version).toBe(2);
    const read = await t.request('GET', `${base}/config`, { token });
    expect(parsed(lucyConfigResponseSchema, read)).toEqual({
      lucyConfig: answered(config({ voice: 'james' })),
      version: 2,
    });
  });

  it('a save from a stale revision is refused with 409 (body version or If-Match)', async () => {
    const { token, base } = await as('owner.active@example.com');
    const current = parsed(
      lucyConfigResponseSchema,
      await t.request('GET', `${base}/config`, { token }),
    ).version;

    const stale = await t.request('PUT', `${base}/config`, {
      token,
      json: { lucyConfig: config(), version: current - 1 },
    });
    expect(stale.status).toBe(409);
    expect(parsed(serviceErrorSchema, stale).message).toContain(`now version ${current}`);
    const staleHeader = await t.request('PUT', `${base}/config`, {
      token,
      json: { lucyConfig: config() },
      headers: { 'If-Match': `"${current - 1}"` },
    });
    expect(staleHeader.status).toBe(409);

    const fresh = await t.request('PUT', `${base}/config`, {
      token,
      json: { lucyConfig: config(), version: current },
    });
    expect(parsed(lucyConfigResponseSchema, fresh).version).toBe(current + 1);
  });

  it('keeps an FAQ of 300 questions (the editor is built for that many)', async () => {
    const { token, base } = await as('owner.trialing@example.com');
    const many = config();
    many.skills.faq.questions = Array.from({ length: 300 }, (_, index) => ({
      question: `Question ${index + 1}?`,
      answer: `Answer ${index + 1}.`,
    }));
    const saved = await t.request('PUT', `${base}/config`, { token, json: { lucyConfig: many } });
    expect(parsed(lucyConfigResponseSchema, saved).lucyConfig.skills.faq.questions).toHaveLength(300);
  });

  it('SPEC §5 the ids the client uses while editing are not stored', async () => {
    const { token, base } = await as('owner.nosub@example.com');
    const withIds = config();
    const body = JSON.parse(JSON.stringify({ lucyConfig: withIds }));
    body.lucyConfig.skills.faq.questions[0].id = 'tmp-1';
    const saved = parsed(
      lucyConfigResponseSchema,
      await t.request('PUT', `${base}/config`, { token, json: body }),
    );
    expect(saved.lucyConfig.skills.faq.questions[0]).toEqual({
      question: 'What are your opening hours?',
      answer: 'Monday to Friday, 9am to 5pm.',
    });
  });

  it('an invalid config is refused naming the field', async () => {
    const { token, base } = await as('owner.nosub@example.com');
    const broken = JSON.parse(JSON.stringify({ lucyConfig: config() }));
    broken.lucyConfig.messageTaking.messageTakingType = 'sometimes';
    const answer = await t.request('PUT', `${base}/config`, { token, json: broken });
    expect(answer.status).toBe(400);
    expect(parsed(serviceErrorSchema, answer).message).toContain(
      'lucyConfig.messageTaking.messageTakingType',
    );
  });

  it.each([
    [
      'a booking link that runs script',
      'skills.sendBookingLink.url',
      (c: LucyConfig) => {
        c.skills.sendBookingLink = { enabled: true, url: 'javascript:alert(document.cookie)' };
      },
    ],
    [
      'a website that is a page of its own',
      'skills.sendWebsiteLink.url',
      (c: LucyConfig) => {
        c.skills.sendWebsiteLink = { enabled: true, url: 'data:text/html,<script>alert(1)</script>' };
      },
    ],
    [
      'a webhook that runs script',
      'messageTaking.webhookUrl',
      (c: LucyConfig) => {
        c.messageTaking.webhookUrl = 'javascript:fetch(1)';
      },
    ],
    [
      'a webhook over plain http to another computer',
      'messageTaking.webhookUrl',
      (c: LucyConfig) => {
        c.messageTaking.webhookUrl = 'http://hooks.example.com/lucy';
      },
    ],
    [
      'a malformed e-mail address',
      'skills.sendEmailAddress.emailAddress',
      (c: LucyConfig) => {
        c.skills.sendEmailAddress = { enabled: true, emailAddress: 'office@@harbour' };
      },
    ],
  ])('%s is refused as the client refuses it, naming the field', async (_, field, change) => {
    const { token, base } = await as('owner.nosub@example.com');
    const lucyConfig = config();
    change(lucyConfig);
    const answer = await t.request('PUT', `${base}/config`, { token, json: { lucyConfig } });
    expect(answer.status).toBe(400);
    expect(parsed(serviceErrorSchema, answer).message).toContain(`lucyConfig.${field}`);
  });

  it('addresses of a skill that is off are not checked, as the client does not check them', async () => {
    const { token, base } = await as('owner.nosub@example.com');
    const lucyConfig = config();
    lucyConfig.skills.sendBookingLink = { enabled: false, url: 'harbour plumbing booking' };
    lucyConfig.messageTaking.webhookUrl = 'https://hooks.example.com/lucy';
    const answer = await t.request('PUT', `${base}/config`, { token, json: { lucyConfig } });
    expect(answer.status).toBe(200);
  });

  it("another organisation's config is refused (403)", async () => {
    const { token } = await as('owner.active@example.com');
    const other = String(claimsOf((await t.signIn('owner.free@example.com')).access_token).org_id);
    const answer = await t.request('GET', `/builder/builder-api/organisations/${other}/lucy/config`, {
      token,
    });
    expect(answer.status).toBe(403);
  });
});

describe('SPEC §7 previews', () => {
  it('the greeting preview fills in the business name, or says what the enabled skills do', async () => {
    const { token, base } = await as('owner.active@example.com');
    const own = await t.request('POST', `${base}/greeting-preview`, {
      token,
      json: { lucyConfig: config({ greeting: 'Thanks for calling {businessName}!' }) },
    });
    expect(parsed(greetingPreviewSchema, own).greeting).toBe('Thanks for calling Harbour Plumbing!');
    const fallback = await t.request('POST', `${base}/greeting-preview`, {
      token,
      json: { lucyConfig: config() },
    });
    expect(parsed(greetingPreviewSchema, fallback).greeting).toBe(
      'Hi, thanks for calling Harbour Plumbing. This is Lucy. How can I help you today? I can answer your questions, text you a link to book, text you our website or take a message.',
    );
  });

  it('the voice preview is real WAV audio spoken by espeak-ng', async () => {
    const { token, base } = await as('owner.active@example.com');
    const answer = await t.request('POST', `${base}/tts-preview`, {
      token,
      json: { lucyConfig: config({ voice: 'en-AU-female-1' }) },
    });
    const preview = parsed(voicePreviewSchema, answer);
    expect(preview.contentType).toBe('audio/wav');
    const audio = Buffer.from(preview.audio, 'base64');
    expect(audio.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(audio.subarray(8, 12).toString('ascii')).toBe('WAVE');
    // A spoken sentence at 22 kHz, 16-bit mono runs to well over a second of samples.
    expect(audio.length).toBeGreaterThan(44_100);
  });
});

describe('the voice preview without espeak-ng', () => {
  it('answers a clear error saying what to install', async () => {
    const { token, base } = await as('owner.active@example.com');
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      const answer = await t.request('POST', `${base}/tts-preview`, {
        token,
        json: { lucyConfig: config() },
      });
      expect(answer.status).toBe(503);
      expect(parsed(serviceErrorSchema, answer).message).toBe(
        'The voice preview needs espeak-ng, which is not installed here. Install it with "apt-get install espeak-ng" (.ci/run does).',
      );
    } finally {
      process.env.PATH = path;
    }
  });
});

describe('SPEC §7 webhook test', () => {
  it('posts a sample message to the URL and reports the answer', async () => {
    const { token, base } = await as('owner.free@example.com');
    const url = `${t.origin}/dev/webhooks/lucy-test`;
    const answer = await t.request('POST', `${base}/test-webhook`, { token, json: { url } });
    expect(parsed(testWebhookResultSchema, answer)).toEqual({ delivered: true, statusCode: 200 });
    const { webhooks } = (await t.request('GET', '/dev/webhooks')).body as {
      webhooks: { path: string; body: string }[];
    };
    const received = webhooks.at(-1);
    expect(received?.path).toBe('/dev/webhooks/lucy-test');
    expect(JSON.parse(received?.body ?? '{}')).toMatchObject({
      event: 'message.taken',
      test: true,
      business: 'Paws Grooming',
    });
  });

  it('reports a refusal and an unreachable address as not delivered', async () => {
    const { token, base } = await as('owner.active@example.com');
    const refused = await t.request('POST', `${base}/test-webhook`, {
      token,
      json: { url: `${t.origin}/dev/sample-website/no-receiver` },
    });
    expect(parsed(testWebhookResultSchema, refused)).toEqual({ delivered: false, statusCode: 404 });
    const unreachable = await t.request('POST', `${base}/test-webhook`, {
      token,
      json: { url: 'http://nothing-listens-here.invalid/hook' },
    });
    expect(parsed(testWebhookResultSchema, unreachable)).toEqual({ delivered: false, statusCode: 0 });
  });

  it('refuses a URL that is not http(s)', async () => {
    const { token, base } = await as('owner.active@example.com');
    const answer = await t.request('POST', `${base}/test-webhook`, {
      token,
      json: { url: 'ftp://example.com/hook' },
    });
    expect(parsed(serviceErrorSchema, answer).message).toBe(
      'The webhook URL must be an absolute http or https address.',
    );
  });
});
