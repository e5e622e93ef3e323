import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import { runsOnSqlite } from './dialect.ts';
import type { Database } from './schema.ts';

type Plan = {
  compiled: CompiledQuery;
  /** For each parameter of the SQL: the name of the value to bind, or a constant of the query. */
  slots: ReadonlyArray<{ name: string } | { constant: unknown }>;
};

const MARKER = '\u0000medvakt-parameter:';

/**
 * A query of fixed shape, built and compiled once per database dialect, then run with new values.
 * Building and compiling a query with Kysely costs about as much as SQLite takes to run a small
 * one; the hottest statements (every request's session check, the cached screens' version reads)
 * skip that. `build` gets stand-ins for the values, which must each end up as a bound parameter
 * (not in a list whose length varies, not inlined): that is checked when the query is compiled.
 */
export function preparedQuery<P extends Record<string, unknown>, R>(
  build: (db: Kysely<Database>, values: P) => Compilable<R>,
) {
  const plans = new Map<'sqlite' | 'postgres', Plan>();
  return async function run(db: Kysely<Database>, values: P): Promise<R[]> {
    const dialect = runsOnSqlite(db) ? 'sqlite' : 'postgres';
    let plan = plans.get(dialect);
    if (!plan) {
      plan = compile(db, build);
      plans.set(dialect, plan);
    }
    const parameters = plan.slots.map((slot) =>
      'name' in slot ? values[slot.name] : slot.constant,
    );
    const result = await db.executeQuery<R>({ ...plan.compiled, parameters });
    return result.rows;
  };
}

type Build<P, R> = (db: Kysely<Database>, values: P) => Compilable<R>;

function compile<P>(db: Kysely<Database>, build: Build<P, unknown>): Plan {
  const names = new Set<string>();
  const standIns = new Proxy(
    {},
    {
      get(_target, name) {
        if (typeof name !== 'string') return undefined;
        names.add(name);
        return MARKER + name;
      },
    },
  ) as P;
  const compiled = build(db, standIns).compile();
  if (compiled.sql.includes(MARKER))
    throw new Error('En förberedd fråga har ett värde inbakat i SQL-texten i stället för bundet');
  const slots = compiled.parameters.map((value) =>
    typeof value === 'string' && value.startsWith(MARKER)
      ? { name: value.slice(MARKER.length) }
      : { constant: value },
  );
  for (const name of names)
    if (!slots.some((slot) => 'name' in slot && slot.name === name))
      throw new Error(`En förberedd fråga binder inte värdet ${name}`);
  return { compiled, slots };
}
