import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { scratchSchema } from '../test/scratch-schema.ts';
import { connectDatabase, connectionsInUse } from './connect.ts';

const url = process.env.DATABASE_URL;

describe.skipIf(!url)(
  'PostgreSQL pool settings (DATABASE_POOL_SIZE, DATABASE_STATEMENT_TIMEOUT_MS)',
  () => {
    const { schema } = scratchSchema(url);

    it('cancels a statement that runs past the timeout', async () => {
      const db = connectDatabase(
        { kind: 'postgres', url: url ?? '', schema },
        { statementTimeoutMs: 100 },
      );
      try {
        const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(
          db,
        );
        expect(rows[0]?.statement_timeout).toBe('100ms');
        await expect(sql`select pg_sleep(5)`.execute(db)).rejects.toMatchObject({ code: '57014' });
      } finally {
        await db.destroy();
      }
    });

    it('waits for ever by default, and counts the connections in use', async () => {
      const db = connectDatabase({ kind: 'postgres', url: url ?? '', schema }, { poolSize: 2 });
      try {
        const { rows } = await sql<{ statement_timeout: string }>`show statement_timeout`.execute(
          db,
        );
        expect(rows[0]?.statement_timeout).toBe('0');
        expect(connectionsInUse(db)).toBe(0);
        await db.transaction().execute(async (trx) => {
          await sql`select 1`.execute(trx);
          expect(connectionsInUse(db)).toBe(1);
        });
        expect(connectionsInUse(db)).toBe(0);
      } finally {
        await db.destroy();
      }
    });
  },
);
