import { z } from 'zod';

/**
 * A text the server made (a warning's title, a system alert, a resolution note, an activity line)
 * as a stable code and plain params, sent beside the Swedish wording so that a screen can word it
 * in its own language. The codes and their params are listed in shared/message-codes.ts; a code a
 * screen does not know is shown by the Swedish text beside it.
 */
export const ServerMessage = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ServerMessage = z.infer<typeof ServerMessage>;

/** A stored message, or null for one written before messages were kept (or unreadable). */
export function readServerMessage(json: string | null): ServerMessage | null {
  if (!json) return null;
  try {
    const parsed = ServerMessage.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
