import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.ts';
import { readPdf } from '../../test/pdf-reader.ts';
import { codeFor, newKey } from '../../test/qr-fixtures.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
const patient = '19121212-1212 Tolvan Tolvansson';

/** A unit whose morphine was given to a patient: a narcotic movement its journal must keep. */
async function unitWithNarcoticHistory() {
  const w = await env.world();
  const withdrawn = await env.request('POST', '/qr-codes/scan', {
    token: w.staff.token,
    site: w.a1,
    headers: { 'Idempotency-Key': newKey() },
    body: {
      qr_code_data: await codeFor(env, w.a1, w.stockMedA1),
      action_type: 'withdraw',
      quantity: 2,
      patient,
    },
  });
  expect(withdrawn.status).toBe(201);
  return w;
}

const movementsOf = (w: World) =>
  env.db
    .selectFrom('stock_movements')
    .select(['id', 'kind', 'delta', 'reason', 'balance_after'])
    .where('site_id', '=', w.a1)
    .orderBy('id')
    .execute();

async function download(token: string, w: World, format: 'pdf' | 'csv') {
  const res = await env.app.request(`/api/v1/narcotics/${w.stockMedA1}/journal.${format}`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Site-Id': w.a1 },
  });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** What the review did after the unit was gone: read and export the journal, patients included. */
async function expectJournalReadableWithPatients(w: World) {
  for (const [who, token] of [
    ['unit manager', w.siteAdmin.token],
    ['admin', w.admin.token],
  ] as const) {
    const journal = await env.request('GET', `/narcotics/${w.stockMedA1}/journal`, {
      token,
      site: w.a1,
    });
    expect(journal.status, who).toBe(200);
    const patients = journal.body.items.map((e: { patient: string | null }) => e.patient);
    expect(patients, who).toContain(patient);
    expect(journal.body.items.map((e: { note: string | null }) => e.note).join(' ')).not.toMatch(
      /togs bort/,
    );

    const pdf = await download(token, w, 'pdf');
    expect(pdf.status, who).toBe(200);
    const read = await readPdf(pdf.bytes);
    const text = (await Promise.all(read.pages.map((p) => read.text(p)))).join(' ');
    expect(text, who).toContain('Tolvan Tolvansson');
    expect(text, who).not.toMatch(/togs bort/);

    const counts = await env.request('GET', '/narcotics/counts', { token, site: w.a1 });
    expect(counts.status, who).toBe(200);

    const csv = await download(token, w, 'csv');
    expect(csv.status, who).toBe(200);
    const rows = Buffer.from(csv.bytes).toString('utf8');
    expect(rows, who).toContain('Tolvan Tolvansson');
    expect(rows, who).not.toMatch(/togs bort/);
  }
}

describe('a unit with narcotics history that is removed', () => {
  it('is closed with its stock as it was, and its journal is read and exported with patients', async () => {
    const w = await unitWithNarcoticHistory();
    const before = await movementsOf(w);

    const removed = await env.request('DELETE', `/sites/${w.a1}?force=true`, {
      token: w.admin.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body.outcome).toBe('closed');

    // No movement closes the narcotics out of the journal: the ledger is as it was.
    expect(await movementsOf(w)).toEqual(before);
    expect(await env.quantityOf(w.itemA1)).toBe(18);
    await expectJournalReadableWithPatients(w);
  });

  it('stays readable with patients when its customer is removed', async () => {
    const w = await unitWithNarcoticHistory();
    const before = await movementsOf(w);

    const removed = await env.request('DELETE', `/customers/${w.customerA}`, {
      token: w.admin.token,
    });
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ outcome: 'closed', closed_sites: 1 });

    expect(await movementsOf(w)).toEqual(before);
    await expectJournalReadableWithPatients(w);
  });

  it('cannot be deleted outright: a second removal leaves it closed with its journal', async () => {
    const w = await unitWithNarcoticHistory();
    for (let i = 0; i < 2; i++) {
      const removed = await env.request('DELETE', `/sites/${w.a1}?force=true`, {
        token: w.admin.token,
      });
      expect(removed.body.outcome).toBe('closed');
    }
    const site = await env.db
      .selectFrom('sites')
      .select('closed_at')
      .where('id', '=', w.a1)
      .executeTakeFirst();
    expect(site?.closed_at).toEqual(expect.any(String));
    await expectJournalReadableWithPatients(w);
  });

  it("stays readable for its former unit manager when the manager's units are edited afterwards", async () => {
    const w = await unitWithNarcoticHistory();
    await env.request('DELETE', `/sites/${w.a1}?force=true`, { token: w.admin.token });

    // The user form lists active units only: saving it names a2 and not the closed a1.
    const edited = await env.request('PUT', `/users/${w.siteAdmin.id}`, {
      token: w.admin.token,
      body: { site_ids: [w.a2] },
    });
    expect(edited.status).toBe(200);
    expect([...edited.body.site_ids].sort()).toEqual([w.a1, w.a2].sort());
    await expectJournalReadableWithPatients(w);
  });
});
