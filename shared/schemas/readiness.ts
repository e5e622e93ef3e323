import { z } from 'zod';

/** The answer of `GET /health`: the process is alive (it says nothing of the database). */
export const Alive = z.object({ status: z.literal('ok') });
export type Alive = z.infer<typeof Alive>;

/** The answer of `GET /ready` when the server can take requests. */
export const Ready = z.object({ status: z.literal('ready') });
export type Ready = z.infer<typeof Ready>;

/** The answer (503) when it cannot yet: the error shape, with the reason also as `reason`. */
export const NotReady = z.object({
  status: z.literal('not_ready'),
  reason: z.string(),
  detail: z.string(),
  code: z.enum(['DATABASE_UNAVAILABLE', 'MIGRATIONS_PENDING']),
});
export type NotReady = z.infer<typeof NotReady>;
