import type { ServerMessage } from '../../shared/schemas/server-message.ts';
import { useLocalSettings } from '../stores/local-settings.ts';
import { formatServerMessage } from './format-message.ts';
import { useT } from './t.ts';

/**
 * Words a text the server made (a warning's title, an activity line) in the chosen language from
 * its message; the server's Swedish text stands in when the message is missing or unknown.
 */
export function useServerText() {
  const t = useT();
  const language = useLocalSettings((s) => s.settings.display.language);
  return (message: ServerMessage | null | undefined, swedish: string) =>
    formatServerMessage(message, t, language) ?? swedish;
}
