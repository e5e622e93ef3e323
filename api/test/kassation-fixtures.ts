import { TEST_PASSWORD, type TestEnv } from './harness.ts';

export type KassationWorld = Awaited<ReturnType<TestEnv['world']>>;

type Body = Record<string, unknown>;

/** Short calls for the kassation tests: `as(token)` answers like `env.request` with that token. */
export function kassationCalls(env: TestEnv) {
  const as = (token: string, site?: string) => ({
    get: (path: string) => env.request('GET', `/kassation${path}`, { token, site }),
    post: (path: string, body?: Body) =>
      env.request('POST', `/kassation${path}`, { token, site, body }),
    delete: (path: string) => env.request('DELETE', `/kassation${path}`, { token, site }),
  });
  return {
    as,
    /** Disposes `quantity` of a batch as the given person; the answer's body is the record. */
    async dispose(token: string, itemId: string, quantity: number, extra: Body = {}) {
      const res = await as(token).post('/initiate', {
        inventory_item_id: itemId,
        quantity,
        ...extra,
      });
      if (res.status !== 201)
        throw new Error(`Kassationen misslyckades: ${JSON.stringify(res.body)}`);
      return res.body as Record<string, any> & { id: string };
    },
    async record(id: string) {
      return env.db.selectFrom('kassations').selectAll().where('id', '=', id).executeTakeFirst();
    },
  };
}

/** A plain medicine with one batch in the world's site A1. */
export async function alvedonBatch(env: TestEnv, w: KassationWorld, quantity = 20) {
  return env.item(
    w.a1,
    w.medA1,
    `ALV-${Math.random().toString(36).slice(2, 7)}`,
    '2027-03-31',
    quantity,
  );
}

/**
 * A narcotic kassation carried to its witnessed destruction in the world's site A1: the admin
 * approves, the unit manager completes it and the colleague witnesses; answers the completion.
 */
export async function destroyWitnessed(env: TestEnv, w: KassationWorld, id: string) {
  const manager = { token: w.siteAdmin.token, site: w.a1 };
  const approved = await env.request('POST', `/kassation/approve/${id}`, {
    token: w.admin.token,
    site: w.a1,
  });
  if (approved.status !== 200) throw new Error(`Godkännandet misslyckades: ${approved.status}`);
  const witness = { email: w.colleague.email, password: TEST_PASSWORD };
  return env.request('POST', `/kassation/complete/${id}`, { ...manager, body: { witness } });
}
