import { Hono } from 'hono';
import { z } from 'zod';
import { readBody } from '../http/body.ts';
import type { AppEnv } from '../http/env.ts';
import { ApiError } from '../http/errors.ts';
import { text } from '../http/fields.ts';
import type { Services } from '../services.ts';
import { script } from './assets.ts';
import { siteKeyModes } from './humanChecks.ts';

/** The secret the identity service would use with Turnstile's siteverify; the stand-in's own. */
export const LOCAL_HUMAN_CHECK_SECRET = 'local-dev-secret-key';

const challengeBody = z.object({ sitekey: text(128), action: text(64).nullable().optional() });
const siteverifyBody = z.object({ secret: text(256).optional(), response: text(2048).optional() });

/** /third-party/turnstile: the widget script, its challenge, and a siteverify compatible with Cloudflare's. */
export function humanCheckRoutes(services: Services): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/v0/api.js', (c) => script(c, 'turnstile.js'));

  routes.post('/v0/challenge', async (c) => {
    const { sitekey, action } = await readBody(c, challengeBody);
    if (!siteKeyModes[sitekey]) {
      throw new ApiError(400, 'invalid-sitekey', `Unknown site key "${sitekey}".`, { errorCode: '110100' });
    }
    const token = services.humanChecks.issue(sitekey, action ?? null);
    if (!token)
      throw new ApiError(400, 'challenge-failed', 'The challenge failed (failing test site key).', {
        errorCode: '600010',
      });
    return c.json({ token });
  });

  routes.post('/v0/siteverify', async (c) => {
    const { secret, response } = await readBody(c, siteverifyBody, ['json', 'form']);
    if (secret !== LOCAL_HUMAN_CHECK_SECRET) {
      return c.json({
        success: false,
        'error-codes': [secret ? 'invalid-input-secret' : 'missing-input-secret'],
      });
    }
    const outcome = services.humanChecks.redeem(response);
    if (!outcome.success) return c.json({ success: false, 'error-codes': [outcome.errorCode] });
    return c.json({
      success: true,
      'error-codes': [],
      challenge_ts: new Date(outcome.issuedAt).toISOString(),
      hostname: 'localhost',
      action: outcome.action ?? '',
    });
  });

  return routes;
}
