import { join } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The house's nevers as the real eslint.config.js enforces them: a small probe for each that lint
// must refuse, beside one it must let through, so a rule that fires on everything fails too.
// Type-aware rules are switched off: the probes are not files of the TypeScript project.
const eslint = new ESLint({
  cwd: join(import.meta.dirname, '..'),
  overrideConfig: [tseslint.configs.disableTypeChecked],
});

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

const STOCK_RULE = /Lagersaldot ändras bara i api\/services\/stock\//;

describe('the nevers lint enforces', () => {
  it('a migration imports nothing from the services', async () => {
    const file = 'api/db/migrations/9999_probe.ts';
    expect(
      await refusals(
        file,
        "import { normaliseBatch } from '../../services/recalls/batch-text.ts';",
      ),
    ).toEqual([expect.stringMatching(/migrering är fryst historia/)]);
    expect(await refusals(file, "import { sql } from 'kysely';")).toEqual([]);
  });

  it('the stock writer imports no domain but the audit and its two same-transaction effects', async () => {
    const file = 'api/services/stock/probe.ts';
    const STOCK_FLOOR = /stock\/ är grunden/;
    expect(
      await refusals(file, "import { findItem } from '../inventory/inventory-service.ts';"),
    ).toEqual([expect.stringMatching(STOCK_FLOOR)]);
    for (const refused of [
      "import { requireWitness } from '../narcotics/witness.ts';",
      "import { recallFeed } from '../recalls/recall-feed.ts';",
      "import { raiseSystemAlert } from '../warnings/system-alerts.ts';",
    ])
      expect(await refusals(file, refused), refused).toEqual([expect.stringMatching(STOCK_FLOOR)]);
    for (const allowed of [
      "import { writeAudit } from '../audit/audit-service.ts';",
      "import { matchItemsAgainstNotices } from '../recalls/match-stock.ts';",
      "import { refreshWarnings } from '../warnings/refresh-warnings.ts';",
      "import { appendMovement } from './ledger.ts';",
      "import { invalid } from '../../errors.ts';",
      "import type { Db } from '../../db/schema.ts';",
    ])
      expect(await refusals(file, allowed), allowed).toEqual([]);
  });

  it('the file writers in api/files/ know no service, route or database', async () => {
    const file = 'api/files/probe.ts';
    expect(
      await refusals(file, "import { siteName } from '../services/sites/site-records.ts';"),
    ).toEqual([expect.stringMatching(/api\/files\/ skriver filer/)]);
    expect(await refusals(file, "import type { Db } from '../db/schema.ts';")).toEqual([
      expect.stringMatching(/api\/files\/ skriver filer/),
    ]);
    expect(await refusals(file, "import { csvCell } from './csv-file.ts';")).toEqual([]);
  });

  it("the kiosk's main process does not import the renderer", async () => {
    const file = 'electron/probe.ts';
    expect(await refusals(file, "import { ROUTES } from '../renderer/app/routes.ts';")).toEqual([
      expect.stringMatching(/importerar inte renderer/),
    ]);
    expect(await refusals(file, "import { KIOSK } from '../shared/kiosk.ts';")).toEqual([]);
  });

  it('shared/ imports neither api/ nor renderer/ nor node:', async () => {
    const file = 'shared/probe.ts';
    expect(await refusals(file, "import { AppError } from '../api/errors.ts';")).toEqual([
      expect.stringMatching(/shared\/ är botten/),
    ]);
    expect(await refusals(file, "import { t } from '../renderer/i18n/index.ts';")).toEqual([
      expect.stringMatching(/shared\/ är botten/),
    ]);
    expect(await refusals(file, "import { readFileSync } from 'node:fs';")).toEqual([
      expect.stringMatching(/inga node:-moduler/),
    ]);
    expect(await refusals(file, "import { parseGs1 } from './gs1.ts';")).toEqual([]);
  });

  it('the renderer imports neither api/ nor electron', async () => {
    const file = 'renderer/features/probe.ts';
    expect(await refusals(file, "import { AppError } from '../../api/errors.ts';")).toEqual([
      expect.stringMatching(/renderer får inte importera/),
    ]);
    expect(await refusals(file, "import { ROUTES } from '../app/routes.ts';")).toEqual([]);
  });

  it('a service knows neither the web framework nor the routes', async () => {
    const file = 'api/services/qr/probe.ts';
    expect(
      await refusals(file, "import type { ContentfulStatusCode } from 'hono/utils/http-status';"),
    ).toEqual([expect.stringMatching(/känner inte webbramverket/)]);
    expect(await refusals(file, "import { Hono } from 'hono';")).toEqual([
      expect.stringMatching(/känner inte webbramverket/),
    ]);
    expect(await refusals(file, "import { qrRoutes } from '../../routes/qr-routes.ts';")).toEqual([
      expect.stringMatching(/importerar inte api\/http\//),
    ]);
    expect(await refusals(file, "import { AppError } from '../../errors.ts';")).toEqual([]);
  });

  const quantityWrites = [
    "db.updateTable('inventory_items').set({ quantity: 0 }).execute();",
    "db.updateTable('inventory_items').where('id', '=', id).set({ quantity: 0 }).execute();",
    "db.updateTable('inventory_items as i').where('i.id', '=', id).set('quantity', 0).execute();",
    "db.updateTable('inventory_items').set((eb) => ({ quantity: eb('quantity', '-', 1) })).execute();",
    "db.insertInto('inventory_items').values(row).execute();",
    'sql`update inventory_items set quantity = 0`.execute(db);',
  ];

  it('only the stock module writes a quantity, also in the benchmarks and scripts', async () => {
    const preamble = 'declare const db: any, id: string, row: any, sql: any;\n';
    for (const file of ['api/services/inventory/probe.ts', 'bench/probe.ts', 'scripts/probe.mjs']) {
      for (const write of quantityWrites) {
        const code = file.endsWith('.mjs') ? write : preamble + write;
        expect(await refusals(file, code), `${file}: ${write}`).toEqual([
          expect.stringMatching(STOCK_RULE),
        ]);
      }
    }
    for (const write of quantityWrites) {
      expect(await refusals('api/services/stock/probe.ts', preamble + write), write).toEqual([]);
    }
  });

  it('other columns of a batch, and quantities of other tables, are not the stock rule', async () => {
    const preamble = 'declare const db: any, id: string;\n';
    for (const write of [
      "db.updateTable('inventory_items').where('id', '=', id).set({ site_id: id }).execute();",
      "db.updateTable('kassations').where('id', '=', id).set({ quantity: 2 }).execute();",
    ]) {
      expect(await refusals('api/services/kassation/probe.ts', preamble + write), write).toEqual(
        [],
      );
    }
  });
});
