import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { RecallFollowUp } from '../../../shared/schemas/recall-follow-up.ts';
import { useT } from '../../i18n/t.ts';
import { productOf } from '../recalls/follow-up-text.ts';
import { deadlineText } from '../recalls/deadline-text.ts';

type FollowUpRowProps = {
  followUp: RecallFollowUp;
  /** Whether the unit has batches the recall holds, which packs may be returned from. */
  returnable: boolean;
  onConfirm: () => void;
  onReturn: () => void;
};

/** One recall check to confirm: what, which batches (or every batch), by when, and the actions. */
export function FollowUpRow({ followUp, returnable, onConfirm, onReturn }: FollowUpRowProps) {
  const t = useT();
  const product = productOf(followUp);
  const batches = followUp.whole_product
    ? t('recalls.wholeProduct')
    : t('followUps.batches', { batches: followUp.batch_numbers.join(', ') || '-' });
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500} size="sm">
          {product}
          {followUp.recall_class
            ? ` · ${t('followUps.class', { class: followUp.recall_class })}`
            : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {followUp.site_name} · {batches}
          {followUp.matched_quantity > 0
            ? ` · ${t('followUps.matched', { quantity: followUp.matched_quantity })}`
            : ''}
          {followUp.returned_quantity > 0
            ? ` · ${t('followUps.returned', { quantity: followUp.returned_quantity })}`
            : ''}
        </Text>
      </Table.Td>
      <Table.Td data-label={t('followUps.col.due')} style={{ whiteSpace: 'nowrap' }}>
        <Text size="sm" fw={followUp.recall_class === 'I' ? 700 : undefined}>
          {deadlineText(followUp)}
        </Text>
        {followUp.overdue ? (
          <Badge color="red" variant="filled" size="sm">
            {t('followUps.overdue')}
          </Badge>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Group gap={6}>
          {returnable ? (
            <Button
              size="xs"
              variant="light"
              onClick={onReturn}
              aria-label={t('followUps.returnFor', { product })}
            >
              {t('returns.action')}
            </Button>
          ) : null}
          {followUp.may_confirm ? (
            <Button
              size="xs"
              onClick={onConfirm}
              aria-label={t('followUps.confirmFor', { product })}
            >
              {t('followUps.confirm')}
            </Button>
          ) : (
            <Text size="xs" c="dimmed">
              {t('followUps.managerConfirms')}
            </Text>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
