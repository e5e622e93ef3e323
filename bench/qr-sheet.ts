import { randomUUID } from 'node:crypto';
import { systemClock } from '../api/clock.ts';
import { testConfig } from '../api/config.ts';
import { connectDatabase } from '../api/db/connect.ts';
import type { Database } from '../api/db/schema.ts';
import { generateSheet } from '../api/services/qr/sheets.ts';

const CODES = 1_000;
const PER_PAGE = 16;
const BASE_URL = 'https://medvakt.example.se';

/**
 * Seconds and bytes for one A4 QR sheet of 1,000 codes at 16 per page, made the way
 * POST /qr-codes/generate-pdf makes it, on the given database file (a copy: the site gets
 * templates added until it has 1,000, all active, and the sheet is stored there).
 */
export async function qrSheetRun(
  file: string,
): Promise<{ seconds: number; bytes: number; pages: number }> {
  const db = connectDatabase({ kind: 'sqlite', file });
  try {
    const site = await db.selectFrom('sites').select('id').orderBy('id').executeTakeFirstOrThrow();
    const { n } = await db
      .selectFrom('medicine_templates')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('site_id', '=', site.id)
      .executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    const extra: Database['medicine_templates'][] = Array.from(
      { length: Math.max(0, CODES - Number(n)) },
      (_, i) => ({
        id: randomUUID(),
        site_id: site.id,
        name: `Bänkmedel ${i + 1}`,
        name_key: `bänkmedel ${i + 1}|5 mg`,
        product_word: 'bänkmedel',
        product_words: `bänkmedel ${i + 1}`,
        generic_name: null,
        strength: '5 mg',
        unit: 'tablett',
        route_of_administration: 'oral',
        storage_requirements: null,
        minimum_stock_level: 0,
        par_level: null,
        in_use_days: null,
        is_controlled_substance: i % 9 === 0 ? 1 : 0,
        narcotic_schedule: i % 9 === 0 ? 'II' : null,
        pack_size: null,
        is_active: 1,
        schablon_id: null,
        created_at: now,
        updated_at: now,
      }),
    );
    for (let i = 0; i < extra.length; i += 500)
      await db
        .insertInto('medicine_templates')
        .values(extra.slice(i, i + 500))
        .execute();
    await db
      .updateTable('medicine_templates')
      .set({ is_active: 1 })
      .where('site_id', '=', site.id)
      .execute();

    const ctx = {
      db,
      config: testConfig(),
      clock: systemClock,
      siteId: site.id,
      actor: {
        id: randomUUID(),
        email: 'bench.admin@medvakt.se',
        first_name: 'Bänk',
        last_name: 'Admin',
        role: 'admin' as const,
        sessionId: randomUUID(),
        siteIds: [],
      },
    };
    const input = {
      site_id: site.id,
      include_controlled_substances: true,
      codes_per_page: PER_PAGE,
      page_format: 'A4',
    } as const;
    const started = performance.now();
    const result = await generateSheet(ctx, input, BASE_URL);
    const seconds = (performance.now() - started) / 1000;
    if (result.total_codes < CODES) throw new Error(`bara ${result.total_codes} koder på arket`);
    const sheet = await db
      .selectFrom('qr_sheets')
      .select('pdf')
      .where('filename', '=', result.pdf_filename)
      .executeTakeFirstOrThrow();
    return { seconds, bytes: sheet.pdf.length, pages: result.total_pages };
  } finally {
    await db.destroy();
  }
}
