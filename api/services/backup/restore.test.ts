import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/connect.ts';
import { MIGRATION_NAMES, migrateToLatest, migrateUpTo } from '../../db/migrate.ts';
import { lockFileName } from './data-dir-lock.ts';
import { restoreBackup } from './restore.ts';
import { Refused } from './said.ts';

const NOW = new Date('2026-11-21T09:30:15Z');
const ASIDE = 'medvakt.sqlite.before-restore-20261121-103015';
const folders: string[] = [];
const children: ChildProcess[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'medvakt-restore-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

/** A migrated Medvakt database with one user (`email`) and two sessions, one already revoked. */
async function medvaktDatabase(file: string, email: string, upTo?: string): Promise<void> {
  const db = connectDatabase({ kind: 'sqlite', file });
  await (upTo ? migrateUpTo(db, upTo) : migrateToLatest(db));
  await db.destroy();
  const raw = new SqliteDatabase(file);
  const at = '2026-11-20T08:00:00.000Z';
  raw
    .prepare(
      `insert into users (id, email, password_hash, first_name, last_name, role, created_at, updated_at)
       values ('u1', ?, 'x', 'Vera', 'Vård', 'user', ?, ?)`,
    )
    .run(email, at, at);
  const session = raw.prepare(
    `insert into sessions (id, user_id, created_at, expires_at, revoked_at, last_seen_at)
     values (?, 'u1', ?, '2026-11-30T00:00:00.000Z', ?, ?)`,
  );
  session.run('open', at, null, at);
  session.run('closed', at, '2026-11-20T09:00:00.000Z', at);
  raw.close();
}

function read<T>(file: string, query: string): T[] {
  const db = new SqliteDatabase(file, { readonly: true });
  try {
    return db.prepare(query).all() as T[];
  } finally {
    db.close();
  }
}

const emails = (file: string) =>
  read<{ email: string }>(file, 'select email from users').map((r) => r.email);
const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A data folder with a current database (user 'nu@…') and a backup (user 'forr@…') beside it. */
async function setUp() {
  const dataDir = folder();
  const database = join(dataDir, 'medvakt.sqlite');
  await medvaktDatabase(database, 'nu@medvakt.se');
  const backup = join(folder(), 'medvakt-20261120-0300.sqlite');
  await medvaktDatabase(backup, 'forr@medvakt.se');
  return { dataDir, database, backup };
}

function refusal(run: () => unknown): Refused {
  try {
    run();
  } catch (error) {
    if (error instanceof Refused) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('restoring a SQLite backup', () => {
  it('puts the backup in place, keeps the old database aside and signs everyone out', async () => {
    const { dataDir, database, backup } = await setUp();
    const result = restoreBackup({ dataDir, file: backup, now: NOW });

    expect(result).toEqual({
      database,
      keptAside: [join(dataDir, ASIDE)],
      migrations: MIGRATION_NAMES.length,
      pendingMigrations: 0,
      revokedSessions: 1,
    });
    // No half-made copy is left behind.
    expect(readdirSync(dataDir).sort()).toEqual(['medvakt.sqlite', ASIDE]);
    expect(emails(database)).toEqual(['forr@medvakt.se']);
    expect(emails(join(dataDir, ASIDE))).toEqual(['nu@medvakt.se']);
    expect(read(database, 'select id, revoked_at from sessions order by id')).toEqual([
      { id: 'closed', revoked_at: '2026-11-20T09:00:00.000Z' },
      { id: 'open', revoked_at: NOW.toISOString() },
    ]);
    // The backup file itself is left as it was.
    expect(read(backup, "select revoked_at from sessions where id = 'open'")).toEqual([
      { revoked_at: null },
    ]);
  });

  it('moves the old write-ahead log aside with the old file, so it is never applied to the new one', async () => {
    const { dataDir, database, backup } = await setUp();
    // A server killed with -9 leaves committed rows in medvakt.sqlite-wal.
    const killed = spawnSync(
      process.execPath,
      [
        '-e',
        `const Db = require('better-sqlite3');
         const db = new Db(process.argv[1]);
         db.pragma('journal_mode = WAL');
         db.prepare("update users set email = 'sist@medvakt.se'").run();
         process.kill(process.pid, 'SIGKILL');`,
        database,
      ],
      { cwd: process.cwd() },
    );
    expect(killed.signal).toBe('SIGKILL');
    expect(existsSync(`${database}-wal`)).toBe(true);

    const result = restoreBackup({ dataDir, file: backup, now: NOW });
    expect(result.keptAside).toContain(join(dataDir, `${ASIDE}-wal`));
    expect(existsSync(`${database}-wal`)).toBe(false);
    expect(emails(database)).toEqual(['forr@medvakt.se']);

    // Restoring the before-restore copy (with its log) undoes the restore, last change included.
    const undo = restoreBackup({
      dataDir,
      file: join(dataDir, ASIDE),
      now: new Date(NOW.getTime() + 1000),
    });
    expect(undo.keptAside[0]).toBe(join(dataDir, 'medvakt.sqlite.before-restore-20261121-103016'));
    expect(emails(database)).toEqual(['sist@medvakt.se']);
  });

  it('takes a backup from an older version, which the server migrates at its next start', async () => {
    const { dataDir, database } = await setUp();
    const older = join(folder(), 'older.sqlite');
    await medvaktDatabase(older, 'gammal@medvakt.se', '0005_recall_sources');
    const result = restoreBackup({ dataDir, file: older, now: NOW });
    expect(result.migrations).toBe(5);
    expect(result.pendingMigrations).toBe(MIGRATION_NAMES.length - 5);
    expect(emails(database)).toEqual(['gammal@medvakt.se']);

    const db = connectDatabase({ kind: 'sqlite', file: database });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    expect(emails(database)).toEqual(['gammal@medvakt.se']);
  });

  it('restores onto a new machine, where there is no database yet', async () => {
    const { backup } = await setUp();
    const dataDir = join(folder(), 'data');
    const result = restoreBackup({ dataDir, file: backup, now: NOW });
    expect(result.keptAside).toEqual([]);
    expect(emails(join(dataDir, 'medvakt.sqlite'))).toEqual(['forr@medvakt.se']);
  });

  it('proceeds past the lock file of a server that no longer runs', async () => {
    const { dataDir, database, backup } = await setUp();
    const dead = spawnSync(process.execPath, ['-e', '']).pid ?? 0;
    writeFileSync(join(dataDir, lockFileName(dead)), `${dead}\n`);
    restoreBackup({ dataDir, file: backup, now: NOW });
    expect(emails(database)).toEqual(['forr@medvakt.se']);
  });
});

describe('a restore that is refused changes nothing', () => {
  async function expectRefused(
    prepare: (paths: { dataDir: string; backup: string }) => string,
    said: { sv: RegExp; en: RegExp },
  ) {
    const { dataDir, database, backup } = await setUp();
    const file = prepare({ dataDir, backup });
    const before = { hash: sha(database), files: readdirSync(dataDir).sort() };

    const refused = refusal(() => restoreBackup({ dataDir, file, now: NOW }));
    expect(refused.said.sv).toMatch(said.sv);
    expect(refused.said.en).toMatch(said.en);
    expect(sha(database)).toBe(before.hash);
    expect(readdirSync(dataDir).sort()).toEqual(before.files);
    expect(emails(database)).toEqual(['nu@medvakt.se']);
  }

  it('while a server uses the data folder', async () => {
    const live = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    children.push(live);
    const pid = live.pid ?? 0;
    await expectRefused(
      ({ dataDir, backup }) => {
        writeFileSync(join(dataDir, lockFileName(pid)), `${pid}\n`);
        return backup;
      },
      {
        sv: new RegExp(
          `^En Medvakt-server använder DATA_DIR \\(pid ${pid}\\)\\. Stoppa den först\\.`,
        ),
        en: new RegExp(`^A Medvakt server is using DATA_DIR \\(pid ${pid}\\)\\. Stop it first\\.`),
      },
    );
  });

  it('for a file that does not exist', async () => {
    await expectRefused(({ backup }) => `${backup}.saknas`, {
      sv: /^Filen finns inte: /,
      en: /^The file does not exist: /,
    });
  });

  it('for a file that is not a SQLite database', async () => {
    await expectRefused(
      () => {
        const file = join(folder(), 'medvakt-20261120-0300.sqlite');
        writeFileSync(file, 'id;namn\n1;Alvedon\n'.repeat(100));
        return file;
      },
      { sv: /^Filen är ingen SQLite-databas: /, en: /^The file is not a SQLite database: / },
    );
  });

  it('for a damaged database', async () => {
    await expectRefused(
      ({ backup }) => {
        const bytes = readFileSync(backup);
        const pageSize = bytes.readUInt16BE(16);
        // The header stays; the pages after the first are overwritten with noise.
        for (let i = pageSize; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
        writeFileSync(backup, bytes);
        return backup;
      },
      { sv: /^Säkerhetskopian är skadad /, en: /^The backup is damaged / },
    );
  });

  it('for a backup from a newer version of Medvakt (a migration this one does not know)', async () => {
    await expectRefused(
      ({ backup }) => {
        const db = new SqliteDatabase(backup);
        db.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run(
          '0099_from_a_newer_version',
          NOW.toISOString(),
        );
        db.close();
        return backup;
      },
      {
        sv: /nyare version av Medvakt \(okända migreringar: 0099_from_a_newer_version\)/,
        en: /newer version of Medvakt \(unknown migrations: 0099_from_a_newer_version\)/,
      },
    );
  });

  it('for a SQLite database that is not Medvakt’s', async () => {
    await expectRefused(
      () => {
        const file = join(folder(), 'annan.sqlite');
        const db = new SqliteDatabase(file);
        db.exec('create table t (x); insert into t values (1);');
        db.close();
        return file;
      },
      { sv: /^Filen är ingen Medvakt-databas/, en: /^The file is not a Medvakt database/ },
    );
  });
});

describe('file mode', () => {
  it('gives the restored file the mode of the one it replaces', async () => {
    const { dataDir, database, backup } = await setUp();
    chmodSync(database, 0o600);
    chmodSync(backup, 0o644);
    restoreBackup({ dataDir, file: backup, now: NOW });
    expect(statSync(database).mode & 0o777).toBe(0o600);
  });
});
