import { create } from 'zustand';
import type { OfflineEventInput } from '../../../shared/schemas/offline.ts';
import { api, ApiRequestError, as, errorMessage } from '../../api-client/client.ts';
import { markRefused, queuedEvents, removeQueued, type QueuedEvent } from './offline-db.ts';
import { serverUnreachable } from './reachability.ts';

/** How often a kiosk with waiting events asks the server again. */
export const REPLAY_EVERY_MS = 15_000;

type OfflineQueueState = {
  /** Events not yet booked or refused by the server. */
  waiting: number;
  /** Events the server refused outright, kept on screen until someone has read them. */
  refused: QueuedEvent[];
  /** Events the server could not book and kept for the unit manager, since the last look. */
  needsAction: number;
  /** The last send found the server unreachable. */
  unreachable: boolean;
  refresh: () => Promise<void>;
  replay: () => Promise<void>;
  dismiss: (event: QueuedEvent) => Promise<void>;
  dismissNeedsAction: () => void;
};

const toBody = (event: QueuedEvent): OfflineEventInput => ({
  idempotency_key: event.idempotency_key,
  occurred_at: event.occurred_at,
  grant: event.grant,
  qr_code_data: event.qr_code_data,
  action_type: event.action_type,
  quantity: event.quantity,
  ...(event.unit_type ? { unit_type: event.unit_type } : {}),
  ...(event.batch_number ? { batch_number: event.batch_number } : {}),
  ...(event.expiry_date ? { expiry_date: event.expiry_date } : {}),
});

// The device key, not a session, lets the kiosk send: events of several people go in one queue.
const send = (event: QueuedEvent) =>
  api.POST('/kiosks/current/offline-events', { body: toBody(event), ...as({ anonymous: true }) });

/** Not the event's fault: the server is away, busy or failing; the event is sent again later. */
const tryAgainLater = (error: unknown) =>
  serverUnreachable(error) ||
  (error instanceof ApiRequestError && (error.status === 429 || error.status >= 500));

let replaying: Promise<void> | null = null;

/**
 * The kiosk's queue of offline events. Sent oldest first, one at a time, so the ledger gets them
 * in the order they happened; the first unanswered send stops the round until the next one.
 */
export const useOfflineQueue = create<OfflineQueueState>((set, get) => ({
  waiting: 0,
  refused: [],
  needsAction: 0,
  unreachable: false,

  async refresh() {
    const events = await queuedEvents();
    set({
      waiting: events.filter((e) => e.refused === null).length,
      refused: events.filter((e) => e.refused !== null),
    });
  },

  replay() {
    replaying ??= (async () => {
      try {
        for (const event of await queuedEvents()) {
          if (event.refused !== null || event.seq === undefined) continue;
          try {
            const result = await send(event);
            await removeQueued(event.seq);
            if (result.status === 'needs_action') set({ needsAction: get().needsAction + 1 });
            set({ unreachable: false });
          } catch (error) {
            if (tryAgainLater(error)) {
              set({ unreachable: true });
              return;
            }
            await markRefused(event, errorMessage(error));
          }
          await get().refresh();
        }
      } finally {
        replaying = null;
        await get().refresh();
      }
    })();
    return replaying;
  },

  async dismiss(event) {
    if (event.seq !== undefined) await removeQueued(event.seq);
    await get().refresh();
  },

  dismissNeedsAction() {
    set({ needsAction: 0 });
  },
}));

/**
 * Sends the kiosk's queue when the app starts, when the network comes back, and every
 * REPLAY_EVERY_MS while events wait: whoever is signed in, or no one.
 */
export function startOfflineReplay(): void {
  const queue = useOfflineQueue.getState();
  const replay = () =>
    queue.replay().catch((error: unknown) => console.warn('Kön kunde inte skickas', error));
  void replay();
  window.addEventListener('online', () => void replay());
  setInterval(() => {
    if (useOfflineQueue.getState().waiting > 0) void replay();
  }, REPLAY_EVERY_MS);
}
