import { expect } from 'vitest';
import { TEST_PASSWORD, type TestEnv } from './harness.ts';

type World = Awaited<ReturnType<TestEnv['world']>>;
export type Person = { id: string; email: string; token: string };

/** A unit with a counting nurse, Anna, and a colleague, Bo, who signs as witness. */
export async function deviationUnit(env: TestEnv) {
  const w = await env.world();
  const anna = await env.user('user', [w.a1], { firstName: 'Anna' });
  const bo = await env.user('user', [w.a1], { firstName: 'Bo' });
  const nurse: Person = { ...anna, token: await env.tokenFor(anna.id) };
  return { w, nurse, witness: bo };
}

/** The unit manager of the world's A1, working there. */
export const managerOf = (w: World) => ({ token: w.siteAdmin.token, site: w.a1 });

/** A witnessed control count of the world's morphine that finds one ampoule fewer than 20. */
export async function countOneShort(
  env: TestEnv,
  w: World,
  nurse: Person,
  witness: { email: string },
) {
  const as = { token: nurse.token, site: w.a1 };
  const sheet = await env.request('GET', `/narcotics/${w.stockMedA1}/count-sheet`, as);
  const res = await env.request('POST', '/narcotics/counts', {
    ...as,
    body: {
      medicine_template_id: w.stockMedA1,
      last_count_id: sheet.body.last_count_id,
      lines: [{ inventory_item_id: w.itemA1, counted_quantity: 19 }],
      note: 'En ampull saknas',
      witness: { email: witness.email, password: TEST_PASSWORD },
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

/** The open deviations of A1 as its unit manager lists them. */
export const openDeviationsOf = async (env: TestEnv, w: World) =>
  (await env.request('GET', '/deviations', managerOf(w))).body as Record<string, unknown>[];
