import { z } from 'zod';

export const SupportInfo = z.object({
  email: z.string(),
  phone: z.string(),
  hours: z.string(),
  version: z.string(),
  /** The short commit the server was built from ('okänd' when not known). */
  commit: z.string(),
  /** The operator's note on where the servers are (HOSTING_NOTICE), shown at sign-in; null when none. */
  hosting_notice: z.string().nullable(),
  login_throttle: z.object({ max_failures: z.number(), window_minutes: z.number() }),
});
export type SupportInfo = z.infer<typeof SupportInfo>;
