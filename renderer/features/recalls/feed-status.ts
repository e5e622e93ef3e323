import type { RecallFeedStatus } from '../../../shared/schemas/recall-feed.ts';
import type { MessageKey } from '../../i18n/catalogue.ts';

export type FeedTone = 'ok' | 'failed' | 'running' | 'never' | 'unconfigured';
export type FeedLine = { key: MessageKey; params?: Record<string, string | number> };
export type FeedStatusView = { tone: FeedTone; lines: FeedLine[] };

/**
 * What the monitor says about the feed: whether the last read worked (or why not), when it was,
 * what it brought, the last good read after a failure, and the schedule. Times come formatted.
 */
export function feedStatusView(
  status: RecallFeedStatus,
  formatTime: (iso: string) => string,
): FeedStatusView {
  if (!status.configured)
    return { tone: 'unconfigured', lines: [{ key: 'recalls.feed.unconfigured' }] };
  const schedule: FeedLine =
    status.sync_minutes > 0
      ? { key: 'recalls.feed.schedule', params: { minutes: status.sync_minutes } }
      : { key: 'recalls.feed.scheduleOff' };
  const source: FeedLine[] = status.source
    ? [{ key: 'recalls.feed.source', params: { source: status.source } }]
    : [];
  const run = status.last_run;
  if (!run) return { tone: 'never', lines: [{ key: 'recalls.feed.never' }, schedule, ...source] };
  if (run.finished_at === null)
    return {
      tone: 'running',
      lines: [
        { key: 'recalls.feed.running', params: { when: formatTime(run.started_at) } },
        schedule,
        ...source,
      ],
    };
  const when = formatTime(run.finished_at);
  if (!run.ok) {
    const lastGood: FeedLine = status.last_success_at
      ? { key: 'recalls.feed.lastSuccess', params: { when: formatTime(status.last_success_at) } }
      : { key: 'recalls.feed.neverSucceeded' };
    return {
      tone: 'failed',
      lines: [
        { key: 'recalls.feed.failed', params: { when, error: run.error ?? '-' } },
        lastGood,
        schedule,
        ...source,
      ],
    };
  }
  const result: FeedLine = run.not_modified
    ? { key: 'recalls.feed.notModified', params: { when } }
    : {
        key: 'recalls.feed.read',
        params: {
          when,
          items: run.items_seen,
          notices: run.notices_added,
          matches: run.matches_added,
        },
      };
  return { tone: 'ok', lines: [result, schedule, ...source] };
}
