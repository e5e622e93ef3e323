import { describe, expect, it } from 'vitest';
import { call } from './http-call.ts';
import { managerToken, siteNamed, twoProcessesForFile } from './race-setup.ts';
import { withCheckDigit } from '../../shared/gs1.ts';
import { upsertCatalogueProducts } from '../services/catalogue/catalogue-store.ts';

/**
 * The product catalogue under two server processes: two servers on one PostgreSQL database (the
 * PostgreSQL suite), or `WORKERS=2` on one SQLite file.
 */
const race = twoProcessesForFile();
const SITE = 'Hemsjukvården Solna';

const RUN = String(Date.now()).slice(-6);
let made = 0;

/** A GTIN-13 with its check digit, new for each call of the run. */
function freshGtin(): string {
  made += 1;
  return withCheckDigit(`735${RUN}${String(made).padStart(3, '0')}`);
}

async function adminToken(front: string): Promise<string> {
  const res = await call(front, 'POST', '/api/v1/auth/login', {
    body: { email: 'admin@medvakt.se', password: 'Medvakt-Admin1' },
  });
  expect(res.status).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

/** A catalogue uploaded and mapped as proposed through one front; its import id. */
async function uploadedCatalogue(front: string, token: string, site: string, csv: string) {
  const form = new FormData();
  form.append('file', new File([csv], 'sortiment.csv'));
  const started = await fetch(`${front}/api/v1/imports?kind=catalogue`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-site-id': site },
    body: form,
  });
  expect(started.status).toBe(201);
  const { id, proposed_mapping: mapping } = (await started.json()) as {
    id: string;
    proposed_mapping: unknown;
  };
  const mapped = await call(front, 'PUT', `/api/v1/imports/${id}/mapping`, {
    token,
    headers: { 'X-Site-Id': site },
    body: { mapping },
  });
  expect(mapped.status).toBe(200);
  return id;
}

describe('the product catalogue over two server processes', () => {
  it('writes two catalogue imports committed at once whole, once each product', async () => {
    const front = race.fronts[0] ?? '';
    const token = await adminToken(front);
    const site = await siteNamed(race.db, SITE);
    const gtins = Array.from({ length: 40 }, () => freshGtin());
    const csv = ['GTIN;Produktnamn;Styrka;Beredningsform']
      .concat(gtins.map((g, i) => `${g};Kapplöpning ${i};10 mg;tablett`))
      .join('\n');
    // The second list names the same products in the opposite order.
    const reversed = [csv.split('\n')[0], ...csv.split('\n').slice(1).reverse()].join('\n');
    const ids = [
      await uploadedCatalogue(front, token, site, csv),
      await uploadedCatalogue(front, token, site, reversed),
    ];
    const commits = await Promise.all(
      ids.map((id, i) =>
        call(race.fronts[i % race.fronts.length] ?? '', 'POST', `/api/v1/imports/${id}/commit`, {
          token,
          headers: { 'X-Site-Id': site },
          body: { witness: null },
        }),
      ),
    );
    expect(commits.map((c) => c.status)).toEqual([200, 200]);
    const stored = await race.db
      .selectFrom('catalogue_products')
      .select('gtin')
      .where(
        'gtin',
        'in',
        gtins.map((g) => `0${g}`),
      )
      .execute();
    expect(stored).toHaveLength(40);
  }, 60_000);

  it('makes one medicine of a catalogue pack tapped 30 times at once on the scan screens', async () => {
    const token = await managerToken(race.fronts[0] ?? '');
    const site = await siteNamed(race.db, SITE);
    const customer = await race.db
      .selectFrom('sites')
      .select('customer_id')
      .where('id', '=', site)
      .executeTakeFirstOrThrow();
    const gtin = `0${freshGtin()}`;
    await upsertCatalogueProducts(
      race.db,
      customer.customer_id ?? '',
      null,
      [
        {
          gtin,
          name: `Tryckpreparat ${gtin}`,
          strength: '5 mg',
          unit: 'tablett',
          pack_size: '28 st',
          atc_code: null,
          narcotic_schedule: null,
          storage_requirements: null,
          in_use_days: null,
        },
      ],
      new Date().toISOString(),
    );
    const taps = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(
          race.fronts[i % race.fronts.length] ?? '',
          'POST',
          `/api/v1/catalogue/${gtin}/medicine`,
          {
            token,
            headers: { 'X-Site-Id': site },
            body: {},
          },
        ),
      ),
    );
    const statuses = taps.map((t) => t.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(29);
    const made = await race.db
      .selectFrom('medicine_templates')
      .select('id')
      .where('site_id', '=', site)
      .where('name', '=', `Tryckpreparat ${gtin}`)
      .execute();
    expect(made).toHaveLength(1);
    const links = await race.db
      .selectFrom('medicine_gtins')
      .select('medicine_template_id')
      .where('site_id', '=', site)
      .where('gtin', '=', gtin)
      .execute();
    expect(links.map((l) => l.medicine_template_id)).toEqual([made[0]?.id]);
  }, 60_000);
});
