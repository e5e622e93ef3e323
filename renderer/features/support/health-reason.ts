import { REQUEST_TIMEOUT_MS } from '../../../shared/constants.ts';
import { ApiRequestError } from '../../api-client/client.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';

export type HealthReason = { key: MessageKey; params?: Record<string, number> };

/** Why /health failed, as a catalogue text: the client's own messages are in Swedish only. */
export function healthReason(error: Error): HealthReason {
  if (!(error instanceof ApiRequestError)) return { key: 'support.status.reason.other' };
  switch (error.kind) {
    case 'http':
      return { key: 'support.status.reason.http', params: { status: error.status } };
    case 'timeout':
      return {
        key: 'support.status.reason.timeout',
        params: { seconds: REQUEST_TIMEOUT_MS / 1000 },
      };
    case 'offline':
      return { key: 'support.status.reason.offline' };
    case 'network':
      return { key: 'support.status.reason.network' };
  }
}
