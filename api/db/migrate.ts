import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './schema.ts';
import * as m0001 from './migrations/0001_platform.ts';
import * as m0002 from './migrations/0002_stock.ts';
import * as m0003 from './migrations/0003_warnings_recalls.ts';
import * as m0004 from './migrations/0004_in_stock_expiry_indexes.ts';
import * as m0005 from './migrations/0005_recall_sources.ts';
import * as m0006 from './migrations/0006_recall_keys.ts';
import * as m0007 from './migrations/0007_stock_list_indexes.ts';
import * as m0008 from './migrations/0008_qr_codes.ts';
import * as m0009 from './migrations/0009_warning_template_index.ts';
import * as m0010 from './migrations/0010_login_attempt_address.ts';
import * as m0011 from './migrations/0011_idempotency_key_global.ts';
import * as m0012 from './migrations/0012_stock_movements.ts';
import * as m0013 from './migrations/0013_narcotics.ts';
import * as m0014 from './migrations/0014_stock_takes_transfers.ts';
import * as m0015 from './migrations/0015_kiosks_badges.ts';
import * as m0016 from './migrations/0016_offline_events.ts';
import * as m0017 from './migrations/0017_many_processes.ts';
import * as m0018 from './migrations/0018_site_versions.ts';
import * as m0019 from './migrations/0019_mail.ts';
import * as m0020 from './migrations/0020_server_messages.ts';
import * as m0021 from './migrations/0021_recall_site_versions.ts';
import * as m0022 from './migrations/0022_recall_follow_ups.ts';
import * as m0023 from './migrations/0023_api_tokens.ts';
import * as m0024 from './migrations/0024_badge_attempts.ts';
import * as m0025 from './migrations/0025_closed_sites_kept_history.ts';
import * as m0026 from './migrations/0026_credentials_changed.ts';
import * as m0027 from './migrations/0027_narcotic_record.ts';
import * as m0028 from './migrations/0028_narcotic_destruction_pending.ts';
import * as m0029 from './migrations/0029_deviations.ts';
import * as m0030 from './migrations/0030_recall_levels_returns.ts';
import * as m0031 from './migrations/0031_opened_packs.ts';
import * as m0032 from './migrations/0032_delegations.ts';
import * as m0033 from './migrations/0033_storage_places.ts';
import * as m0034 from './migrations/0034_imports.ts';
import * as m0035 from './migrations/0035_catalogue.ts';
import * as m0036 from './migrations/0036_password_change_required.ts';

// Migrations are listed here rather than read from disk so bundles and the kiosk carry them.
const MIGRATIONS: Record<string, Migration> = {
  '0001_platform': m0001,
  '0002_stock': m0002,
  '0003_warnings_recalls': m0003,
  '0004_in_stock_expiry_indexes': m0004,
  '0005_recall_sources': m0005,
  '0006_recall_keys': m0006,
  '0007_stock_list_indexes': m0007,
  '0008_qr_codes': m0008,
  '0009_warning_template_index': m0009,
  '0010_login_attempt_address': m0010,
  '0011_idempotency_key_global': m0011,
  '0012_stock_movements': m0012,
  '0013_narcotics': m0013,
  '0014_stock_takes_transfers': m0014,
  '0015_kiosks_badges': m0015,
  '0016_offline_events': m0016,
  '0017_many_processes': m0017,
  '0018_site_versions': m0018,
  '0019_mail': m0019,
  '0020_server_messages': m0020,
  '0021_recall_site_versions': m0021,
  '0022_recall_follow_ups': m0022,
  '0023_api_tokens': m0023,
  '0024_badge_attempts': m0024,
  '0025_closed_sites_kept_history': m0025,
  '0026_credentials_changed': m0026,
  '0027_narcotic_record': m0027,
  '0028_narcotic_destruction_pending': m0028,
  '0029_deviations': m0029,
  '0030_recall_levels_returns': m0030,
  '0031_opened_packs': m0031,
  '0032_delegations': m0032,
  '0033_storage_places': m0033,
  '0034_imports': m0034,
  '0035_catalogue': m0035,
  '0036_password_change_required': m0036,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(MIGRATIONS) };

/** The migrations this version knows, oldest first. */
export const MIGRATION_NAMES: readonly string[] = Object.keys(MIGRATIONS);

/**
 * `schema` names the PostgreSQL schema of the bookkeeping tables; without it the migrator takes a
 * table of that name in any schema (another test file's) for its own.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  await migrate(db, schema);
}

/** Migrates up to and including `name` only: for tests of a migration on older data. */
export async function migrateUpTo(db: Db, name: string, schema?: string): Promise<void> {
  await migrate(db, schema, name);
}

async function migrate(db: Db, schema: string | undefined, upTo?: string): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: schema });
  const { error, results } = upTo
    ? await migrator.migrateTo(upTo)
    : await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined || failed) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migreringen ${failed?.migrationName ?? ''} misslyckades: ${reason}`);
  }
}
