import { randomUUID } from 'node:crypto';
import type { Database } from '../storage/database.ts';

/** A call Lucy answered, as GET /organisations/{id}/lucy/calls answers it. */
export interface LucyCallView {
  id: string;
  answeredAt: string;
  /** The number (E.164) that forwarded the call to Lucy's number; null for a call dialled straight to it. */
  forwardedFrom: string | null;
}

interface CallRow {
  id: string;
  forwarded_from: string | null;
  answered_at: number;
}

/** The most calls one read answers: a test call is among the newest. */
export const CALLS_PER_READ = 50;

/**
 * The calls Lucy answered for an organisation (a proposal to the gateway, flag testCallProof). The dev backend
 * takes no phone calls: a test control or a provider state "places" one, as the telephony would record it.
 */
export class LucyCalls {
  readonly #db: Database;
  readonly #now: () => number;

  constructor(db: Database, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  /** Lucy answers a call forwarded from `forwardedFrom` (or dialled straight to her, null), at `at`. */
  answer(organisationId: string, forwardedFrom: string | null, at: number = this.#now()): LucyCallView {
    const id = `call_${randomUUID()}`;
    this.#db.run(
      'INSERT INTO lucy_calls (id, organisation_id, forwarded_from, answered_at) VALUES (?, ?, ?, ?)',
      id,
      organisationId,
      forwardedFrom,
      at,
    );
    return { id, forwardedFrom, answeredAt: new Date(at).toISOString() };
  }

  /** The calls answered at or after `since` (ms since the epoch), newest first. */
  since(organisationId: string, since: number): LucyCallView[] {
    return this.#db
      .all<CallRow>(
        `SELECT id, forwarded_from, answered_at FROM lucy_calls
         WHERE organisation_id = ? AND answered_at >= ? ORDER BY answered_at DESC LIMIT ?`,
        organisationId,
        since,
        CALLS_PER_READ,
      )
      .map((row) => ({
        id: row.id,
        answeredAt: new Date(row.answered_at).toISOString(),
        forwardedFrom: row.forwarded_from,
      }));
  }
}
