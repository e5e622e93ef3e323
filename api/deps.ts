import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Db } from './db/schema.ts';

export type AppDeps = {
  db: Db;
  config: Config;
  clock: Clock;
};
