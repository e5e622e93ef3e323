import { z } from 'zod';

/** How the server sees the request's connection (the header's HTTPS marker reads it). */
export const ConnectionInfo = z.object({ secure: z.boolean() });
export type ConnectionInfo = z.infer<typeof ConnectionInfo>;
