import type { MutationCase } from './case.ts';

const CONFIG = '^a (request for the Lucy config|Lucy config to save)';

export const builderCases: readonly MutationCase[] = [
  {
    name: 'no config answered 200 with null instead of 404',
    breaks: true,
    why: 'Only a 404 means "no config yet" to the client; a null config fails its schema and reads as an outage.',
    provider: 'builder',
    interactions: 'without one',
    edits: [
      {
        file: 'builder/routes.ts',
        find: "if (!saved) throw notFound('This organisation has no Lucy config yet.');",
        replace: 'if (!saved) return c.json({ lucyConfig: null, version: 0 });',
      },
    ],
  },
  {
    name: 'a save answers the revision it saved over',
    breaks: true,
    why: 'The client sends the answered revision with its next save: the same one again is refused as stale (409) forever.',
    provider: 'builder',
    interactions: CONFIG,
    edits: [
      {
        file: 'lucy/configs.ts',
        find: '      return { lucyConfig: withRecipients(lucyConfig), version };',
        replace:
          '      return { lucyConfig: withRecipients(lucyConfig), version: current?.version ?? version };',
      },
    ],
  },
  {
    name: 'an expired token answered 400 instead of 401',
    breaks: true,
    why: 'Only 401 and 403 make the client refresh its session; a 400 shows a failure to someone still signed in.',
    provider: 'builder',
    interactions: 'expired token',
    edits: [
      {
        file: 'identity/tokens.ts',
        find: "throw unauthorized(expired ? 'The access token has expired.' : 'The access token is not valid.');",
        replace: "throw new ApiError(400, 'invalid_token', 'The access token is not valid.');",
      },
    ],
  },
  {
    name: 'an expired token refused with 403 instead of 401',
    breaks: false,
    why: 'The client refreshes its session and retries on 401 and 403 alike.',
    provider: 'builder',
    interactions: 'expired token',
    edits: [
      {
        file: 'http/errors.ts',
        find: "new ApiError(401, 'invalid_token', message);",
        replace: "new ApiError(403, 'invalid_token', message);",
      },
    ],
  },
  {
    name: 'config answers without the ETag header',
    breaks: false,
    why: 'The client keeps the revision from the body (`version`), not from ETag.',
    provider: 'builder',
    interactions: CONFIG,
    edits: [
      {
        file: 'builder/routes.ts',
        find: "c.header('ETag', etag(saved.version));\n    return c.json(saved);\n  });\n\n  builder.put",
        replace: 'return c.json(saved);\n  });\n\n  builder.put',
      },
      {
        file: 'builder/routes.ts',
        find: "c.header('ETag', etag(saved.version));\n    return c.json(saved);\n  });\n\n  builder.post",
        replace: 'return c.json(saved);\n  });\n\n  builder.post',
      },
    ],
  },
  {
    name: 'a voice preview failure answered 502 instead of 503',
    breaks: false,
    why: 'Any failure status shows the server’s message (SPEC §8).',
    provider: 'builder',
    interactions: 'cannot render',
    edits: [{ file: 'builder/routes.ts', find: '        503,', replace: '        502,' }],
  },
  {
    name: 'the greeting preview also answers the voice',
    breaks: false,
    why: 'Extra fields are ignored.',
    provider: 'builder',
    interactions: 'greeting preview',
    edits: [
      {
        file: 'builder/routes.ts',
        find: 'return c.json({ greeting: greetingFor(lucyConfig) });',
        replace: 'return c.json({ greeting: greetingFor(lucyConfig), voice: lucyConfig.assistant.voice });',
      },
    ],
  },
];
