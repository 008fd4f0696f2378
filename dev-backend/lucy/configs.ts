import type { LucyConfig, LucyConfigResponse } from '../../renderer/api/schemas/builder.ts';
import { NO_RECIPIENTS } from '../../renderer/domain/assistant/messageRecipients.ts';
import { conflict } from '../http/errors.ts';
import type { Database } from '../storage/database.ts';

/**
 * The config as answered: always with `messageRecipients` (nobody yet when none were saved), which is how the
 * client tells a builder API that keeps them from one that does not (contracts/proposals.ts).
 */
function withRecipients(config: LucyConfig): LucyConfig {
  return {
    ...config,
    messageRecipients: config.messageRecipients ?? {
      ...NO_RECIPIENTS,
      emailAddresses: [],
      mobileNumbers: [],
    },
  };
}

/**
 * Each organisation's lucyConfig with its revision. Every save increments the revision; a save that names
 * an older revision than the stored one is refused (409), so two editors cannot silently overwrite each other.
 */
export class LucyConfigs {
  readonly #db: Database;
  readonly #now: () => number;

  constructor(db: Database, now: () => number) {
    this.#db = db;
    this.#now = now;
  }

  get(organisationId: string): LucyConfigResponse | undefined {
    const row = this.#db.get<{ config: string; version: number }>(
      'SELECT config, version FROM lucy_configs WHERE organisation_id = ?',
      organisationId,
    );
    return row
      ? { lucyConfig: withRecipients(JSON.parse(row.config) as LucyConfig), version: row.version }
      : undefined;
  }

  save(organisationId: string, lucyConfig: LucyConfig, expectedVersion?: number): LucyConfigResponse {
    return this.#db.transaction(() => {
      const current = this.get(organisationId);
      if (expectedVersion !== undefined && current && current.version !== expectedVersion) {
        throw conflict(
          `The Lucy settings were changed elsewhere (now version ${current.version}, you edited version ${expectedVersion}). Reload them and try again.`,
          'stale-version',
        );
      }
      const version = (current?.version ?? 0) + 1;
      this.#db.run(
        `INSERT INTO lucy_configs (organisation_id, config, version, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT(organisation_id) DO UPDATE SET config = excluded.config, version = excluded.version,
           updated_at = excluded.updated_at`,
        organisationId,
        JSON.stringify(lucyConfig),
        version,
        this.#now(),
      );
      return { lucyConfig: withRecipients(lucyConfig), version };
    });
  }
}
