import { z } from 'zod/mini';

/**
 * The events of POST /lucy/faq/website (SPEC §7: server-sent events with id, event and data lines).
 * The stream sends `progress` while it reads the site, one `faq` per question found, and ends with `done`,
 * or with `error` when the site cannot be read. Every `data` line is JSON.
 *
 *   id: 1
 *   event: faq
 *   data: {"question":"What are your opening hours?","answer":"9 to 5, Monday to Friday."}
 */
export const faqProgressDataSchema = z.object({ message: z.string() });
export const faqFoundDataSchema = z.object({ question: z.string(), answer: z.string() });
export const faqDoneDataSchema = z.object({ count: z.int() });
export const faqErrorDataSchema = z.object({ message: z.string() });

/** The event names a well-formed stream carries, each with its data schema. */
export const faqStreamEventSchemas = {
  progress: faqProgressDataSchema,
  faq: faqFoundDataSchema,
  done: faqDoneDataSchema,
  error: faqErrorDataSchema,
} as const;

/** What the streaming client yields, one per event, as it arrives. */
export type FaqStreamEvent =
  | { type: 'progress'; message: string }
  | { type: 'faq'; question: string; answer: string }
  | { type: 'done'; count: number }
  | { type: 'error'; message: string };
