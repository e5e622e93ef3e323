import type { TestEnv } from './harness.ts';

/**
 * The expiry panel's world, on the harness clock (2026-11-21): unit A1 holds a batch that expired,
 * batches 3, 10, 30 and 31 days from expiry and an empty one; A2 watches longer (warning at 60
 * days, critical at 14) and holds batches 10 and 45 days out; B1, another customer's unit, one
 * batch that expires tomorrow.
 */
export async function expiryPanelWorld(env: TestEnv) {
  const w = await env.world();
  const med = await env.medicine(w.a1, 'Alvedon', { strength: '500 mg' });
  const items = {
    expired: await env.item(w.a1, med, 'EXP-2', '2026-11-19', 4),
    inThree: await env.item(w.a1, med, 'IN-3', '2026-11-24', 6),
    inTen: await env.item(w.a1, med, 'IN-10', '2026-12-01', 8),
    inThirty: await env.item(w.a1, med, 'IN-30', '2026-12-21', 2),
    inThirtyOne: await env.item(w.a1, med, 'IN-31', '2026-12-22', 2),
    emptyTomorrow: await env.item(w.a1, med, 'EMPTY-1', '2026-11-22', 0),
  };
  await env.db
    .updateTable('sites')
    .set({ warning_days: 60, critical_warning_days: 14 })
    .where('id', '=', w.a2)
    .execute();
  const medA2 = await env.medicine(w.a2, 'Furix');
  const a2Items = {
    inTen: await env.item(w.a2, medA2, 'F-10', '2026-12-01', 3),
    inFortyFive: await env.item(w.a2, medA2, 'F-45', '2027-01-05', 3),
  };
  const medB1 = await env.medicine(w.b1, 'Eliquis');
  const b1Item = await env.item(w.b1, medB1, 'E-1', '2026-11-22', 5);
  return { w, items, a2Items, b1Item };
}
