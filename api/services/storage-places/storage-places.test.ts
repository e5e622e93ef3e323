import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { download, readCsv } from '../../test/export-reader.ts';
import { createTestEnv, START, type TestEnv } from '../../test/harness.ts';
import { readPdf } from '../../test/pdf-reader.ts';
import { breachesOf, readLoggerFile } from './logger-file.ts';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(async () => env.close());

type World = Awaited<ReturnType<TestEnv['world']>>;
type Row = Record<string, any>;

/** A world with a fridge (2–8 °C) at A1 that keeps A1's stocked batch, made at 08:00 on START's day. */
async function withFridge() {
  env.clock.set('2026-11-21T07:00:00.000Z');
  const w = await env.world();
  const made = await env.request('POST', '/storage-places', {
    token: w.siteAdmin.token,
    site: w.a1,
    body: { name: 'Läkemedelskylskåp', kind: 'fridge', min_c: 2, max_c: 8 },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const kept = await env.request('PUT', `/inventory/items/${w.itemA1}`, {
    token: w.siteAdmin.token,
    site: w.a1,
    body: { storage_place_id: made.body.id },
  });
  expect(kept.status, JSON.stringify(kept.body)).toBe(200);
  await at(w, START);
  return { w, place: made.body as Row };
}

/** Moves the clock and signs the world's people in again at that time. */
async function at(w: World, instant: string) {
  env.clock.set(instant);
  for (const person of [w.staff, w.siteAdmin, w.admin])
    person.token = await env.tokenFor(person.id);
}

/** A1's batch as the stock list shows it. */
const batchA1 = async (w: World): Promise<Row> => {
  const list = await env.request('GET', '/inventory/items?search=LOT-A1', {
    token: w.staff.token,
    site: w.a1,
  });
  return list.body.items[0];
};

const read = (w: World, placeId: string, body: Row, token = w.staff.token) =>
  env.request('POST', `/storage-places/${placeId}/readings`, { token, site: w.a1, body });

const deviationsOf = (placeId: string) =>
  env.db
    .selectFrom('deviations')
    .selectAll()
    .where('subject_type', '=', 'storage_place')
    .where('subject_id', '=', placeId)
    .execute();

const readingsOf = (placeId: string) =>
  env.db.selectFrom('temperature_readings').selectAll().where('place_id', '=', placeId).execute();

const openWarnings = (siteId: string, type: 'deviation' | 'fridge_not_read') =>
  env.db
    .selectFrom('warnings')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('warning_type', '=', type)
    .where('is_resolved', '=', 0)
    .execute();

describe('storage places', () => {
  it('are kept by the unit manager and read by everyone at the unit', async () => {
    const { w, place } = await withFridge();
    expect(place).toMatchObject({ kind: 'fridge', min_c: 2, max_c: 8, daily_reading: true });

    const byUser = await env.request('POST', '/storage-places', {
      token: w.staff.token,
      site: w.a1,
      body: { name: 'Frys', kind: 'freezer', min_c: -25, max_c: -15 },
    });
    expect(byUser.status).toBe(403);
    const twice = await env.request('POST', '/storage-places', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { name: 'läkemedelskylskåp', kind: 'fridge', min_c: 2, max_c: 8 },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.detail).toBe('Enheten har redan en förvaringsplats med det namnet.');
    const backwards = await env.request('POST', '/storage-places', {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { name: 'Kyl 2', kind: 'fridge', min_c: 8, max_c: 2 },
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.detail).toContain('Lägsta temperatur måste vara lägre än högsta');

    const listed = await env.request('GET', '/storage-places', {
      token: w.staff.token,
      site: w.a1,
    });
    expect(listed.body).toEqual([
      expect.objectContaining({ name: 'Läkemedelskylskåp', batch_count: 1, read_today: false }),
    ]);
    const foreignPlace = await env.request('PUT', `/inventory/items/${w.itemB1}`, {
      token: w.admin.token,
      site: w.b1,
      body: { storage_place_id: place.id },
    });
    expect(foreignPlace.status).toBe(422);
  });
});

describe('a daily reading', () => {
  it('is signed within the range, and bad input changes nothing', async () => {
    const { w, place } = await withFridge();
    const ok = await read(w, place.id, { current_c: '4,5', min_c: 3.1, max_c: 6.8 });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body).toMatchObject({
      reading: { current_c: 4.5, min_c: 3.1, max_c: 6.8, outside_range: false, source: 'manual' },
      deviation: null,
    });
    expect(ok.body.reading.read_by).toContain('Test user');

    const refused = [
      [{ current_c: 60 }, 'Aktuell temperatur måste vara mellan −50 och +50 °C'],
      [{ current_c: 'kallt' }, 'Aktuell temperatur måste vara ett tal i °C'],
      [{ current_c: 5, min_c: 6 }, 'Lägsta temperatur kan inte vara högre än den aktuella'],
      [{ current_c: 5, max_c: 4 }, 'Högsta temperatur kan inte vara lägre än den aktuella'],
      [
        { current_c: 5, read_at: '2026-11-21T12:00:00Z' },
        'Avläsningstiden kan inte vara i framtiden.',
      ],
    ] as const;
    for (const [body, message] of refused) {
      const answer = await read(w, place.id, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect(await readingsOf(place.id)).toHaveLength(1);
    await expect(
      env.db.deleteFrom('temperature_readings').where('place_id', '=', place.id).execute(),
    ).rejects.toThrow();
  });

  it('outside the range opens one deviation, marks the batches kept there until it is assessed', async () => {
    const { w, place } = await withFridge();
    const warm = await read(w, place.id, { current_c: '9,5' });
    expect(warm.status).toBe(201);
    expect(warm.body.deviation).toMatchObject({ opened: true });
    const [deviation] = await deviationsOf(place.id);
    expect(deviation).toMatchObject({ kind: 'temperature', status: 'open' });
    expect(deviation!.title).toBe(
      'Temperatur utanför gränserna: Läkemedelskylskåp (aktuell 9,5 °C)',
    );
    expect(deviation!.description).toContain('1 batch i lagret förvaras här');

    const item = await batchA1(w);
    expect(item).toMatchObject({
      storage_place_name: 'Läkemedelskylskåp',
      temperature_deviation_id: deviation!.id,
    });
    const batches = await env.request('GET', `/qr-codes/batches/${w.stockMedA1}?site_id=${w.a1}`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(batches.body.batches[0]).toMatchObject({ temperature_deviation_id: deviation!.id });

    const again = await read(w, place.id, { current_c: 5, max_c: 10.2 });
    expect(again.body.deviation).toEqual({ id: deviation!.id, opened: false });
    const detail = await env.request('GET', `/deviations/${deviation!.id}`, {
      token: w.siteAdmin.token,
      site: w.a1,
    });
    expect(detail.body.notes[0].text).toContain('Ny avvikande avläsning: högsta 10,2 °C');
    expect(await openWarnings(w.a1, 'deviation')).toHaveLength(1);

    const closed = await env.request('POST', `/deviations/${deviation!.id}/close`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { conclusion: 'Morfin tål rumstemperatur enligt FASS; används.' },
    });
    expect(closed.status).toBe(200);
    expect((await batchA1(w)).temperature_deviation_id).toBeNull();
    expect(await openWarnings(w.a1, 'deviation')).toHaveLength(0);
  });

  it('keeps every one of 30 readings at once and opens one deviation for them', async () => {
    const { w, place } = await withFridge();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => read(w, place.id, { current_c: i % 2 ? 9 : 5 })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(201));
    expect(await readingsOf(place.id)).toHaveLength(30);
    const deviations = await deviationsOf(place.id);
    expect(deviations).toHaveLength(1);
    const notes = await env.db
      .selectFrom('deviation_notes')
      .selectAll()
      .where('deviation_id', '=', deviations[0]!.id)
      .execute();
    expect(notes).toHaveLength(14);
    expect(answers.filter((a) => a.body.deviation?.opened)).toHaveLength(1);
  });
});

describe('a fridge not read by the unit time', () => {
  it('is a warning after 10:00 that the signed reading closes, and a new day has its own', async () => {
    const { w, place } = await withFridge();
    await at(w, '2026-11-22T08:30:00.000Z'); // 09:30 in Stockholm
    await env.request('GET', '/warnings', { token: w.siteAdmin.token, site: w.a1 });
    const refresh = async () => {
      const { refreshWarnings } = await import('../warnings/refresh-warnings.ts');
      await refreshWarnings(env.db, env.clock, { siteIds: [w.a1] });
    };
    await refresh();
    expect(await openWarnings(w.a1, 'fridge_not_read')).toHaveLength(0);

    await at(w, '2026-11-22T09:05:00.000Z'); // 10:05
    await refresh();
    const [late] = await openWarnings(w.a1, 'fridge_not_read');
    expect(late).toMatchObject({
      title: 'Kylskåpet är inte avläst i dag: Läkemedelskylskåp',
      severity: 'high',
    });
    const byHand = await env.request('PUT', `/warnings/${late!.id}/resolve`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: {},
    });
    expect(byHand.status).toBe(409);

    await read(w, place.id, { current_c: 5 });
    expect(await openWarnings(w.a1, 'fridge_not_read')).toHaveLength(0);
    const done = await env.db
      .selectFrom('warnings')
      .select('resolution_notes')
      .where('id', '=', late!.id)
      .executeTakeFirstOrThrow();
    expect(done.resolution_notes).toBe('Temperaturen är avläst och signerad');

    env.clock.set('2026-11-23T10:00:00.000Z');
    await refresh();
    expect(await openWarnings(w.a1, 'fridge_not_read')).toHaveLength(1);
    env.clock.set('2026-11-24T07:00:00.000Z');
    await refresh();
    expect(await openWarnings(w.a1, 'fridge_not_read')).toHaveLength(0);
    const missed = await env.db
      .selectFrom('warnings')
      .select('resolution_notes')
      .where('site_id', '=', w.a1)
      .where('warning_type', '=', 'fridge_not_read')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(missed.resolution_notes).toContain('Dagen tog slut utan signerad avläsning');
  });
});

describe("a data logger's file", () => {
  const FILE = [
    'Tid;Temperatur',
    '2026-11-20 08:00;4,5',
    '2026-11-20 08:05;9,1', // a door held open: 10 minutes outside
    '2026-11-20 08:10;8,4',
    '2026-11-20 08:15;5,0',
    '2026-11-20 09:00;8,6', // 40 minutes outside: a breach
    '2026-11-20 09:10;9,8',
    '2026-11-20 09:40;8,2',
    '2026-11-20 09:45;6,0',
    'trasig rad',
    '2026-11-20 10:00;varm',
    '2026-12-24 10:00;5,0',
    '2026-11-20T10:10:00+01:00;5.5',
    '',
  ].join('\r\n');

  it('is read line by line: the good lines kept, the bad ones listed', () => {
    const { points, errors } = readLoggerFile(`\uFEFF${FILE}`, new Date(START));
    expect(points).toHaveLength(9);
    expect(errors).toEqual([
      { line: 10, message: 'Raden ska ha tidpunkt och temperatur åtskilda av semikolon.' },
      { line: 11, message: "Temperaturen 'varm' är inget tal." },
      { line: 12, message: 'Tidpunkten är i framtiden.' },
    ]);
    const breaches = breachesOf(points, { min_tenths: 20, max_tenths: 80 }, 30);
    expect(breaches).toHaveLength(1);
    expect(breaches[0]).toMatchObject({ minutes: 45, extreme: 98 });
  });

  it('stores its readings once, opens one deviation for a breach, and a second upload adds nothing', async () => {
    const { w, place } = await withFridge();
    const upload = () =>
      env.request('POST', `/storage-places/${place.id}/logger-upload`, {
        token: w.staff.token,
        site: w.a1,
        body: { file_name: 'kyl-november.csv', csv: FILE },
      });
    const first = await upload();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ stored: 9, already_stored: 0 });
    expect(first.body.errors.map((e: Row) => e.line)).toEqual([10, 11, 12]);
    expect(first.body.breaches).toEqual([
      {
        from: '2026-11-20T08:00:00.000Z',
        to: '2026-11-20T08:45:00.000Z',
        minutes: 45,
        extreme_c: 9.8,
      },
    ]);
    const deviations = await deviationsOf(place.id);
    expect(deviations).toHaveLength(1);
    expect(deviations[0]!.description).toContain('kyl-november.csv');
    expect(deviations[0]!.description).toContain('2026-11-20 09:00–2026-11-20 09:45 (45 min');

    const second = await upload();
    expect(second.body).toMatchObject({ stored: 0, already_stored: 9, deviation_id: null });
    expect(await readingsOf(place.id)).toHaveLength(9);
    expect(await deviationsOf(place.id)).toHaveLength(1);

    const tooBig = await env.request('POST', `/storage-places/${place.id}/logger-upload`, {
      token: w.staff.token,
      site: w.a1,
      body: { file_name: 'stor.csv', csv: 'x'.repeat(900_001) },
    });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.detail).toContain('Loggerfilen får vara högst 900 kB');
  });
});

describe("the place's month", () => {
  it('reads back as the month sheet (PDF) and every reading (CSV)', async () => {
    const { w, place } = await withFridge();
    await at(w, '2026-11-20T07:30:00.000Z');
    await read(w, place.id, { current_c: 4, min_c: 3, max_c: 6, note: 'Nollställd' });
    await at(w, START);
    await read(w, place.id, { current_c: '9,5' });
    const deviation = (await deviationsOf(place.id))[0]!;
    await env.request('POST', `/deviations/${deviation.id}/close`, {
      token: w.siteAdmin.token,
      site: w.a1,
      body: { conclusion: 'Dörren stod öppen; läkemedlen bedöms kunna användas.' },
    });

    const month = await env.request('GET', `/storage-places/${place.id}/readings?month=2026-11`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(month.body.readings.map((r: Row) => r.current_c)).toEqual([4, 9.5]);
    expect(month.body.days).toHaveLength(30);
    expect(month.body.days.filter((d: Row) => d.signed).map((d: Row) => d.day)).toEqual([
      '2026-11-20',
      '2026-11-21',
    ]);
    const future = await env.request('GET', `/storage-places/${place.id}/readings?month=2027-01`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(future.status).toBe(422);

    const pdf = await download(env, `/storage-places/${place.id}/month-sheet.pdf?month=2026-11`, {
      token: w.staff.token,
      site: w.a1,
    });
    expect(pdf.headers.get('content-disposition')).toContain(
      'temperaturlista-lakemedelskylskap-2026-11.pdf',
    );
    const doc = await readPdf(pdf.bytes);
    const text = (await Promise.all(doc.pages.map((p) => doc.text(p)))).join(' ');
    expect(text).toContain('Temperaturlista: Läkemedelskylskåp');
    expect(text).toContain('2 °C till 8 °C');
    expect(text).toContain('2026-11-19 2026-11-20 08:30 4 °C 3 °C 6 °C Test user Nollställd');
    expect(text).toContain('2026-11-21 10:00 9,5 °C ! – – Test user');
    expect(text).toContain('9,5 °C !');
    expect(text).toContain('Dörren stod öppen; läkemedlen bedöms kunna användas.');
    expect(text).toContain('Granskad av');

    const csv = await download(env, `/storage-places/${place.id}/month-sheet.csv?month=2026-11`, {
      token: w.staff.token,
      site: w.a1,
    });
    const { bom, rows } = readCsv(csv.bytes);
    expect(bom).toBe(true);
    const header = rows.findIndex((r) => r[0] === 'Datum');
    expect(rows[header + 1]!.slice(0, 7)).toEqual([
      '2026-11-20',
      '08:30',
      'Avläst',
      '4',
      '3',
      '6',
      'Nej',
    ]);
    expect(rows[header + 2]!.slice(0, 7)).toEqual([
      '2026-11-21',
      '10:00',
      'Avläst',
      '9,5',
      '',
      '',
      'Ja',
    ]);
  });
});
