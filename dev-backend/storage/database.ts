import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { SCHEMA_VERSION, schema } from './schema.ts';

export type Row = Record<string, SQLInputValue>;

/**
 * The database holds the token-signing keys and password hashes: its folder and files are the owner's alone
 * (0700 and 0600), whatever the umask, and a file made readable to others earlier is made private again.
 * SQLite gives the -wal and -shm files the database file's mode.
 */
function ownerOnly(path: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  if (!existsSync(path)) closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
}

/**
 * A thin layer over node:sqlite: statements are cached, and `transaction` keeps multi-step changes
 * (checkout completion, token rotation) all-or-nothing.
 */
export class Database {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, ReturnType<DatabaseSync['prepare']>>();
  #depth = 0;

  constructor(path: string) {
    if (path !== ':memory:') ownerOnly(path);
    this.#db = new DatabaseSync(path);
    this.#db.exec('PRAGMA foreign_keys = ON; PRAGMA journal_mode = WAL;');
    if (path !== ':memory:')
      for (const file of [`${path}-wal`, `${path}-shm`]) if (existsSync(file)) chmodSync(file, 0o600);
  }

  #prepare(sql: string) {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  get<T>(sql: string, ...params: SQLInputValue[]): T | undefined {
    return this.#prepare(sql).get(...params) as T | undefined;
  }

  all<T>(sql: string, ...params: SQLInputValue[]): T[] {
    return this.#prepare(sql).all(...params) as T[];
  }

  run(sql: string, ...params: SQLInputValue[]): { changes: number; lastInsertRowid: number } {
    const result = this.#prepare(sql).run(...params);
    return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
  }

  transaction<T>(work: () => T): T {
    if (this.#depth > 0) return work();
    this.#db.exec('BEGIN IMMEDIATE');
    this.#depth++;
    try {
      const result = work();
      this.#db.exec('COMMIT');
      return result;
    } catch (error) {
      this.#db.exec('ROLLBACK');
      throw error;
    } finally {
      this.#depth--;
    }
  }

  /** True when the tables exist and match this version of the schema. */
  isCurrent(): boolean {
    const meta = this.get<{ n: number }>(
      "SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'meta'",
    );
    if (!meta?.n) return false;
    const version = this.get<{ value: string }>("SELECT value FROM meta WHERE key = 'schema_version'");
    return version?.value === String(SCHEMA_VERSION);
  }

  /** Drops every table and creates the current schema, empty. */
  recreate(): void {
    this.#statements.clear();
    this.#db.exec('PRAGMA foreign_keys = OFF');
    const tables = this.all<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
    );
    for (const { name } of tables) this.#db.exec(`DROP TABLE IF EXISTS "${name}"`);
    this.#db.exec('PRAGMA foreign_keys = ON');
    this.#db.exec(schema);
    this.run("INSERT INTO meta (key, value) VALUES ('schema_version', ?)", String(SCHEMA_VERSION));
  }

  /** Empties every table but `meta` (schema version and signing keys), e.g. before a provider state. */
  clearData(): void {
    const tables = this.all<{ name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name != 'meta'",
    );
    this.#db.exec('PRAGMA foreign_keys = OFF');
    try {
      for (const { name } of tables) this.#db.exec(`DELETE FROM "${name}"`);
    } finally {
      this.#db.exec('PRAGMA foreign_keys = ON');
    }
  }

  getMeta(key: string): string | undefined {
    return this.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', key)?.value;
  }

  setMeta(key: string, value: string): void {
    this.run(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
      key,
      value,
    );
  }

  close(): void {
    this.#statements.clear();
    this.#db.close();
  }
}
