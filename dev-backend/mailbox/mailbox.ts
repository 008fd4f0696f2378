import type { Database } from '../storage/database.ts';

/** One e-mail the backend "sent". Nothing leaves the machine: it lands here for people and tests to read. */
export interface MailMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The link the message asks the reader to follow, if any. */
  link: string | null;
  kind: 'verification' | 'reset' | 'waitlist' | 'member-joined';
  sentAt: string;
}

interface MailRow {
  id: number;
  to_address: string;
  subject: string;
  text: string;
  link: string | null;
  kind: MailMessage['kind'];
  sent_at: number;
}

const toMessage = (row: MailRow): MailMessage => ({
  id: row.id,
  to: row.to_address,
  subject: row.subject,
  text: row.text,
  link: row.link,
  kind: row.kind,
  sentAt: new Date(row.sent_at).toISOString(),
});

export class Mailbox {
  readonly #db: Database;
  readonly #now: () => number;

  constructor(db: Database, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  send(message: Omit<MailMessage, 'id' | 'sentAt'>): void {
    this.#db.run(
      'INSERT INTO mailbox (to_address, subject, text, link, kind, sent_at) VALUES (?, ?, ?, ?, ?, ?)',
      message.to,
      message.subject,
      message.text,
      message.link,
      message.kind,
      this.#now(),
    );
  }

  /** Newest first, optionally only those to one address (case-insensitive). */
  list(to?: string): MailMessage[] {
    const rows = to
      ? this.#db.all<MailRow>(
          'SELECT * FROM mailbox WHERE to_address = ? ORDER BY id DESC LIMIT 200',
          to.trim().toLowerCase(),
        )
      : this.#db.all<MailRow>('SELECT * FROM mailbox ORDER BY id DESC LIMIT 200');
    return rows.map(toMessage);
  }

  clear(): void {
    this.#db.run('DELETE FROM mailbox');
  }
}
