import type { Database } from '../storage/database.ts';

/** A row of `users`: one person, in at most one organisation. */
export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  organisation_id: string | null;
  password_hash: string | null;
  email_verified: number;
  failed_logins: number;
  locked: number;
  primary_signup_intent: string | null;
  created_at: number;
}

export interface OrganisationRow {
  id: string;
  name: string;
  country: string;
  phone_number: string | null;
  created_at: number;
}

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  organisationId: string | null;
  passwordHash: string | null;
  emailVerified: boolean;
  primarySignupIntent: string | null;
}

/** E-mail addresses are matched without regard to case or surrounding spaces. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export class Accounts {
  readonly #db: Database;
  readonly #now: () => number;

  constructor(db: Database, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  user(id: string): UserRow | undefined {
    return this.#db.get<UserRow>('SELECT * FROM users WHERE id = ?', id);
  }

  /** Every user with this e-mail: more than one is the `multiple-user-match` case (SPEC §8). */
  usersByEmail(email: string): UserRow[] {
    return this.#db.all<UserRow>(
      'SELECT * FROM users WHERE email = ? ORDER BY created_at',
      normaliseEmail(email),
    );
  }

  usersByPhone(phoneNumber: string): UserRow[] {
    return this.#db.all<UserRow>(
      'SELECT * FROM users WHERE phone_number = ? ORDER BY created_at',
      phoneNumber,
    );
  }

  organisation(id: string): OrganisationRow | undefined {
    return this.#db.get<OrganisationRow>('SELECT * FROM organisations WHERE id = ?', id);
  }

  organisationByPhone(phoneNumber: string): OrganisationRow | undefined {
    return this.#db.get<OrganisationRow>(
      'SELECT * FROM organisations WHERE phone_number = ? ORDER BY created_at LIMIT 1',
      phoneNumber,
    );
  }

  /** The first person who joined an organisation: the one to contact about access to it. */
  organisationOwner(organisationId: string): UserRow | undefined {
    return this.#db.get<UserRow>(
      'SELECT * FROM users WHERE organisation_id = ? ORDER BY created_at LIMIT 1',
      organisationId,
    );
  }

  createOrganisation(organisation: {
    id?: string;
    name: string;
    country: string;
    phoneNumber: string | null;
  }): OrganisationRow {
    const row: OrganisationRow = {
      id: organisation.id ?? `org_${crypto.randomUUID()}`,
      name: organisation.name,
      country: organisation.country,
      phone_number: organisation.phoneNumber,
      created_at: this.#now(),
    };
    this.#db.run(
      'INSERT INTO organisations (id, name, country, phone_number, created_at) VALUES (?, ?, ?, ?, ?)',
      row.id,
      row.name,
      row.country,
      row.phone_number,
      row.created_at,
    );
    return row;
  }

  createUser(user: NewUser): UserRow {
    const id = `usr_${crypto.randomUUID()}`;
    this.#db.run(
      `INSERT INTO users (id, email, first_name, last_name, phone_number, organisation_id, password_hash,
         email_verified, primary_signup_intent, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      id,
      normaliseEmail(user.email),
      user.firstName,
      user.lastName,
      user.phoneNumber,
      user.organisationId,
      user.passwordHash,
      user.emailVerified ? 1 : 0,
      user.primarySignupIntent,
      this.#now(),
    );
    const created = this.user(id);
    if (!created) throw new Error('The new user was not stored');
    return created;
  }

  joinOrganisation(userId: string, organisationId: string, phoneNumber: string): void {
    this.#db.run(
      'UPDATE users SET organisation_id = ?, phone_number = ? WHERE id = ?',
      organisationId,
      phoneNumber,
      userId,
    );
  }

  /** Sets a new password: it also verifies the e-mail (the link proved it) and lifts a lock-out. */
  setPassword(userId: string, passwordHash: string): void {
    this.#db.run(
      'UPDATE users SET password_hash = ?, email_verified = 1, failed_logins = 0, locked = 0 WHERE id = ?',
      passwordHash,
      userId,
    );
  }

  markVerified(userId: string): void {
    this.#db.run('UPDATE users SET email_verified = 1 WHERE id = ?', userId);
  }

  recordFailedLogin(userId: string, lockAfter: number): { locked: boolean } {
    this.#db.run(
      'UPDATE users SET failed_logins = failed_logins + 1, locked = (failed_logins + 1 >= ?) WHERE id = ?',
      lockAfter,
      userId,
    );
    return { locked: this.user(userId)?.locked === 1 };
  }

  recordSuccessfulLogin(userId: string): void {
    this.#db.run('UPDATE users SET failed_logins = 0 WHERE id = ?', userId);
  }
}
