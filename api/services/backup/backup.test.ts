import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { backupIfDue } from '../../jobs/backup-job.ts';
import { backupDue, backupStamp, runBackup } from './backup-service.ts';
import { createTestEnv } from '../../test/harness.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'medvakt-backup-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('backup timing', () => {
  it('stamps files in Stockholm time, summer and winter', () => {
    expect(backupStamp(new Date('2026-11-21T09:00:00Z'))).toBe('20261121-1000');
    expect(backupStamp(new Date('2026-07-01T01:00:00Z'))).toBe('20260701-0300');
  });

  it('is due once a night from 03:00 Stockholm time', () => {
    const dir = folder();
    expect(backupDue(dir, new Date('2026-11-21T01:59:00Z'))).toBe(false);
    expect(backupDue(dir, new Date('2026-11-21T02:00:00Z'))).toBe(true);
    writeFileSync(join(dir, 'medvakt-20261121-0300.sqlite'), '');
    expect(backupDue(dir, new Date('2026-11-21T22:00:00Z'))).toBe(false);
    expect(backupDue(dir, new Date('2026-11-22T02:00:00Z'))).toBe(true);
    // Made up for later in the day when the server was off at 03:00.
    expect(backupDue(dir, new Date('2026-11-23T12:00:00Z'))).toBe(true);
  });
});

describe.skipIf(onPostgres)('nightly SQLite backup', () => {
  it('writes a complete copy of the database that the dashboard reports', async () => {
    const dir = folder();
    const env = await createTestEnv({ backupDir: dir });
    try {
      const w = await env.world();
      const before = await env.request('GET', '/dashboard/stats', { token: w.admin.token });
      expect(before.body.last_backup_at).toBeNull();

      const file = await runBackup(env);
      expect(file).toBe(join(dir, 'medvakt-20261121-1000.sqlite'));
      expect(readdirSync(dir)).toEqual(['medvakt-20261121-1000.sqlite']);
      const copy = new SqliteDatabase(file ?? '', { readonly: true });
      const users = copy.prepare('select count(*) as n from users').get() as { n: number };
      copy.close();
      expect(users.n).toBe(6);

      const after = await env.request('GET', '/dashboard/stats', { token: w.admin.token });
      expect(after.body.last_backup_at).toBe(statSync(file ?? '').mtime.toISOString());
    } finally {
      await env.close();
    }
  });

  it('keeps only the newest backups', async () => {
    const dir = folder();
    const env = await createTestEnv({ backupDir: dir, backupKeep: 2 });
    try {
      for (const day of ['2026-11-19', '2026-11-20', '2026-11-21']) {
        env.clock.set(`${day}T02:00:00Z`);
        await runBackup(env);
      }
      expect(readdirSync(dir).sort()).toEqual([
        'medvakt-20261120-0300.sqlite',
        'medvakt-20261121-0300.sqlite',
      ]);
    } finally {
      await env.close();
    }
  });

  it('raises a system alert on every active site when it fails, closed by the next success', async () => {
    const dir = folder();
    const blocker = join(dir, 'en-fil');
    writeFileSync(blocker, '');
    const env = await createTestEnv({ backupDir: join(blocker, 'backups') });
    try {
      const w = await env.world();
      env.clock.set('2026-11-21T02:30:00Z');
      await expect(backupIfDue(env)).rejects.toThrow();
      const alerts = await env.db
        .selectFrom('warnings')
        .select(['site_id', 'title', 'is_resolved'])
        .where('warning_type', '=', 'system_alert')
        .execute();
      expect(alerts.map((a) => a.site_id).sort()).toEqual([w.a1, w.a2, w.b1].sort());
      expect(alerts[0]).toMatchObject({
        title: 'Säkerhetskopieringen misslyckades',
        is_resolved: 0,
      });
      const listed = await env.request('GET', '/warnings?warning_type=system_alert', {
        token: await env.tokenFor(w.admin.id),
        site: w.a1,
      });
      expect(listed.body.items[0]).toMatchObject({
        title_message: { code: 'alert.backup_failed.title', params: {} },
        description_message: {
          code: 'alert.backup_failed.description',
          params: { reason: expect.any(String) },
        },
      });
      // A second failure does not pile up alerts.
      await expect(backupIfDue(env)).rejects.toThrow();
      const again = await env.db
        .selectFrom('warnings')
        .select('id')
        .where('warning_type', '=', 'system_alert')
        .execute();
      expect(again).toHaveLength(3);

      env.config.backupDir = join(dir, 'backups');
      expect(await backupIfDue(env)).toBe(join(dir, 'backups', 'medvakt-20261121-0330.sqlite'));
      const open = await env.db
        .selectFrom('warnings')
        .select('id')
        .where('warning_type', '=', 'system_alert')
        .where('is_resolved', '=', 0)
        .execute();
      expect(open).toHaveLength(0);
      const closed = await env.request('GET', '/warnings?is_resolved=true', {
        token: await env.tokenFor(w.admin.id),
        site: w.a1,
      });
      expect(closed.body.items[0]).toMatchObject({
        resolution_notes: 'Säkerhetskopieringen fungerar igen.',
        resolution_message: { code: 'resolution.backup_works', params: {} },
      });
      expect(await backupIfDue(env)).toBeNull();
    } finally {
      await env.close();
    }
  });
});

describe.runIf(onPostgres)('backups on PostgreSQL', () => {
  it('are left to the database host', async () => {
    const dir = folder();
    const env = await createTestEnv({ backupDir: dir });
    try {
      const w = await env.world();
      expect(await runBackup(env)).toBeNull();
      expect(readdirSync(dir)).toEqual([]);
      const stats = await env.request('GET', '/dashboard/stats', { token: w.admin.token });
      expect(stats.body.last_backup_at).toBeNull();
    } finally {
      await env.close();
    }
  });
});
