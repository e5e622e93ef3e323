import { describe, expect, it } from 'vitest';
import type { RecallFeedRun, RecallFeedStatus } from '../../../shared/schemas/recall-feed.ts';
import { feedStatusView } from './feed-status.ts';

const time = (iso: string) => `kl ${iso.slice(11, 16)}`;

const run = (overrides: Partial<RecallFeedRun> = {}): RecallFeedRun => ({
  id: '4f1c2c5e-6a3b-4a8e-9d43-5b0f7a1f2e01',
  source: 'https://www.lakemedelsverket.se/indragningar.rss',
  trigger: 'schedule',
  started_at: '2025-03-01T10:00:00.000Z',
  finished_at: '2025-03-01T10:00:02.000Z',
  ok: true,
  not_modified: false,
  error: null,
  items_seen: 12,
  notices_added: 2,
  matches_added: 1,
  ...overrides,
});

const status = (overrides: Partial<RecallFeedStatus> = {}): RecallFeedStatus => ({
  configured: true,
  source: 'https://www.lakemedelsverket.se/indragningar.rss',
  sync_minutes: 15,
  last_run: run(),
  last_success_at: '2025-03-01T10:00:02.000Z',
  runs: [],
  ...overrides,
});

describe('the feed status of the recall monitor', () => {
  it('tells when the feed was read and what it brought', () => {
    expect(feedStatusView(status(), time)).toEqual({
      tone: 'ok',
      lines: [
        {
          key: 'recalls.feed.read',
          params: { when: 'kl 10:00', items: 12, notices: 2, matches: 1 },
        },
        { key: 'recalls.feed.schedule', params: { minutes: 15 } },
        {
          key: 'recalls.feed.source',
          params: { source: 'https://www.lakemedelsverket.se/indragningar.rss' },
        },
      ],
    });
  });

  it('says nothing new came when the feed answered not modified', () => {
    const view = feedStatusView(status({ last_run: run({ not_modified: true }) }), time);
    expect(view.tone).toBe('ok');
    expect(view.lines[0]).toEqual({
      key: 'recalls.feed.notModified',
      params: { when: 'kl 10:00' },
    });
  });

  it('gives the reason of a failed read and the last read that worked', () => {
    const failed = run({
      ok: false,
      finished_at: '2025-03-01T11:15:00.000Z',
      error: 'Flödet svarade inte inom 20 sekunder',
    });
    const view = feedStatusView(status({ last_run: failed }), time);
    expect(view.tone).toBe('failed');
    expect(view.lines.slice(0, 2)).toEqual([
      {
        key: 'recalls.feed.failed',
        params: { when: 'kl 11:15', error: 'Flödet svarade inte inom 20 sekunder' },
      },
      { key: 'recalls.feed.lastSuccess', params: { when: 'kl 10:00' } },
    ]);
    const never = feedStatusView(status({ last_run: failed, last_success_at: null }), time);
    expect(never.lines[1]).toEqual({ key: 'recalls.feed.neverSucceeded' });
  });

  it('tells a read under way, a feed never read and a schedule switched off', () => {
    const running = feedStatusView(status({ last_run: run({ finished_at: null }) }), time);
    expect(running.tone).toBe('running');
    expect(running.lines[0]).toEqual({ key: 'recalls.feed.running', params: { when: 'kl 10:00' } });
    const never = feedStatusView(
      status({ last_run: null, last_success_at: null, sync_minutes: 0, source: null }),
      time,
    );
    expect(never).toEqual({
      tone: 'never',
      lines: [{ key: 'recalls.feed.never' }, { key: 'recalls.feed.scheduleOff' }],
    });
  });

  it('says when no feed is configured', () => {
    expect(feedStatusView(status({ configured: false, last_run: null }), time)).toEqual({
      tone: 'unconfigured',
      lines: [{ key: 'recalls.feed.unconfigured' }],
    });
  });
});
