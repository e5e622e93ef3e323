import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { recallFeedJob } from '../../jobs/recall-job.ts';
import { loadDemoData } from '../../seed/bootstrap.ts';
import { DEMO_FEED_FILE } from '../../seed/demo-feed.ts';
import { createTestEnv } from '../../test/harness.ts';

// A file of its own: on PostgreSQL one file works in one schema at a time.
describe('the demo recall feed', () => {
  it('is read by the first run of the job and shows two recalled batches on the demo dashboards', async () => {
    const demo = await createTestEnv({
      demoData: true,
      recallFeedUrl: fileURLToPath(DEMO_FEED_FILE),
      recallSyncMinutes: 15,
    });
    try {
      await loadDemoData(demo);
      const run = await recallFeedJob(demo).run();
      expect(run).toMatchObject({
        ok: true,
        trigger: 'schedule',
        notices_added: 10,
        matches_added: 2,
      });

      const users = await demo.db.selectFrom('users').select(['id', 'email']).execute();
      const tokenOf = async (email: string) =>
        demo.tokenFor(users.find((u) => u.email === email)?.id ?? '');
      const panel = async (email: string) =>
        (await demo.request('GET', '/indragningar/matches', { token: await tokenOf(email) })).body;

      const manager = await panel('enhetschef@medvakt.se');
      expect(
        manager.items
          .map((m: { site_name: string; batch_number: string }) => [m.site_name, m.batch_number])
          .sort(),
      ).toEqual([
        ['Björkhagens äldreboende', 'AL1G07'],
        ['Hemsjukvården Solna', 'EQ2207'],
      ]);
      const nurse = await panel('sjukskoterska@medvakt.se');
      expect(nurse.items.map((m: { batch_number: string }) => m.batch_number)).toEqual(['EQ2207']);

      // Read again at the next run: unchanged, nothing added twice.
      const again = await recallFeedJob(demo).run();
      expect(again).toMatchObject({ ok: true, not_modified: true, notices_added: 0 });
      const notices = await demo.db.selectFrom('recall_notices').select('id').execute();
      expect(notices).toHaveLength(10);
    } finally {
      await demo.close();
    }
  });
});
