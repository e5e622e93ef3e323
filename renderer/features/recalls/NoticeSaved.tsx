import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { RecallNoticeCreated } from '../../../shared/schemas/recall.ts';
import { useT } from '../../i18n/t.ts';
import { informsOnly, matchesKey } from './notice-form.ts';

/**
 * What saving did: the notice is stored and this many stock batches are now blocked; a notice
 * that matched nothing is kept all the same and says so.
 */
export function NoticeSaved({
  saved,
  onClose,
}: {
  saved: RecallNoticeCreated;
  onClose: () => void;
}) {
  const t = useT();
  const count = saved.matches_added;
  return (
    <Stack>
      <Alert
        color={count > 0 ? 'orange' : 'green'}
        title={t('recalls.saved.title', { product: saved.notice.product_name })}
        role="status"
      >
        <Text size="sm" data-testid="notice-matches">
          {t(matchesKey(count, informsOnly(saved.notice)), { count })}
        </Text>
        {saved.notice.whole_product ? (
          <Text size="sm" fw={600} data-testid="notice-whole-product">
            {t('recalls.wholeProduct')}
          </Text>
        ) : null}
        {count === 0 ? (
          <Text size="sm" fw={600} data-testid="notice-matches-nothing">
            {t('recalls.matchesNothing')}
          </Text>
        ) : null}
      </Alert>
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {t('common.close')}
        </Button>
      </Group>
    </Stack>
  );
}
