import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  register,
  type Aggregator,
  type Registry,
} from 'prom-client';
import { connectionsInUse } from '../db/connect.ts';
import {
  backupAgeSeconds,
  mailGivenUpLastDay,
  mailWaiting,
  recallFeedAgeSeconds,
  type GaugeSource,
} from './database-gauges.ts';
import type { RequestMetrics } from './request-metrics.ts';

export const METRIC_PREFIX = 'medvakt_';

export type ServerMetrics = RequestMetrics & {
  jobFinished: (job: string, ok: boolean, durationMs: number) => void;
  /** The gauges read this database from now on; the returned function lets it go again. */
  watch: (source: GaugeSource) => () => void;
};

/** A gauge read from the database is the same in every process: show one value, not the sum. */
const SHARED: Aggregator = 'max';

/** Its value, or NaN when it cannot be had (a database that went away must not fail the scrape). */
async function orNaN(read: () => number | Promise<number>): Promise<number> {
  try {
    return await read();
  } catch {
    return Number.NaN;
  }
}

/**
 * The server's metrics in `registry`. A metric of the same name already there (left by another
 * copy of this module, as a test runner loads one per test file) is replaced, not refused.
 */
export function createServerMetrics(registry: Registry = register): ServerMetrics {
  let source: GaugeSource | null = null;
  const registers = [registry];
  const fresh = <T>(name: string, make: () => T): T => {
    registry.removeSingleMetric(name);
    return make();
  };

  const requests = fresh(
    `${METRIC_PREFIX}http_request_duration_seconds`,
    () =>
      new Histogram({
        name: `${METRIC_PREFIX}http_request_duration_seconds`,
        help: 'Time to answer an HTTP request, by method, route pattern and status.',
        labelNames: ['method', 'route', 'status'],
        registers,
      }),
  );
  const jobs = fresh(
    `${METRIC_PREFIX}jobs_total`,
    () =>
      new Counter({
        name: `${METRIC_PREFIX}jobs_total`,
        help: 'Background job runs made by this process, by job and outcome (ok or failed).',
        labelNames: ['job', 'outcome'],
        registers,
      }),
  );
  const jobSeconds = fresh(
    `${METRIC_PREFIX}job_duration_seconds`,
    () =>
      new Histogram({
        name: `${METRIC_PREFIX}job_duration_seconds`,
        help: 'Time a background job run took, by job.',
        labelNames: ['job'],
        buckets: [0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
        registers,
      }),
  );
  const gauge = (
    name: string,
    help: string,
    read: (from: GaugeSource) => number | Promise<number>,
  ) =>
    fresh(
      `${METRIC_PREFIX}${name}`,
      () =>
        new Gauge({
          name: `${METRIC_PREFIX}${name}`,
          help,
          aggregator: SHARED,
          registers,
          async collect() {
            const from = source;
            this.set(from ? await orNaN(() => read(from)) : Number.NaN);
          },
        }),
    );
  gauge(
    'recall_feed_last_success_age_seconds',
    'Seconds since the recall feed was last read without error (+Inf: never; NaN: no feed).',
    recallFeedAgeSeconds,
  );
  gauge(
    'backup_last_success_age_seconds',
    'Seconds since the newest SQLite backup was written (+Inf: none yet; NaN: PostgreSQL).',
    backupAgeSeconds,
  );
  gauge(
    'mail_outbox_waiting',
    'E-mail messages written and not yet sent nor given up (the mail job sends every minute).',
    mailWaiting,
  );
  gauge(
    'mail_given_up_last_day',
    'E-mail messages given up after every retry in the last 24 hours.',
    mailGivenUpLastDay,
  );
  fresh(
    `${METRIC_PREFIX}db_pool_in_use`,
    () =>
      new Gauge({
        name: `${METRIC_PREFIX}db_pool_in_use`,
        help: 'PostgreSQL connections busy now (pool total minus idle); 0 on SQLite.',
        registers,
        collect() {
          this.set(source ? connectionsInUse(source.db) : 0);
        },
      }),
  );
  // Default metrics hold nothing of this module, so ones registered before are kept.
  if (!registry.getSingleMetric(`${METRIC_PREFIX}process_cpu_seconds_total`)) {
    collectDefaultMetrics({ prefix: METRIC_PREFIX, register: registry });
    // Gauges named like counters, which `promtool check metrics` refuses; the sum of the
    // by-type gauges says the same.
    for (const kind of ['handles', 'requests', 'resources'])
      registry.removeSingleMetric(`${METRIC_PREFIX}nodejs_active_${kind}_total`);
  }

  return {
    observeRequest: ({ method, route, status, seconds }) =>
      requests.observe({ method, route, status: String(status) }, seconds),
    jobFinished: (job, ok, durationMs) => {
      jobs.inc({ job, outcome: ok ? 'ok' : 'failed' });
      jobSeconds.observe({ job }, durationMs / 1000);
    },
    watch: (watched) => {
      source = watched;
      return () => {
        if (source === watched) source = null;
      };
    },
  };
}

let processMetrics: ServerMetrics | null = null;

/** This process's metrics in prom-client's global registry, which the cluster aggregator reads. */
export function serverMetrics(): ServerMetrics {
  processMetrics ??= createServerMetrics(register);
  return processMetrics;
}
