import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/schema.ts';
import type { Logger } from './observability/logger.ts';
import type { RequestMetrics } from './observability/request-metrics.ts';
import type { FeedReader } from './services/recalls/feed-fetch.ts';

export type AppDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  /** Reads the recall feed; without it the standard reader (20 s, 10 MB) is used. */
  feed?: FeedReader;
  /** Where the app logs; without it nothing is logged (tests, tools). */
  logger?: Logger;
  /** Told of every answered request when metrics are on. */
  requestMetrics?: RequestMetrics;
};
