import { Button, Modal, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import type { OpenedPack } from '../../../shared/schemas/opened-packs.ts';
import { useT } from '../../i18n/t.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { blankToNull } from '../../ui/format.ts';
import { useOpenPack } from './opened-packs-api.ts';

export type PackBatch = { id: string; batch_number: string; expiry_date: string };

/** The use-by day, large enough to copy onto the pack by hand. */
export function UseByDay({ pack }: { pack: OpenedPack }) {
  const t = useT();
  return (
    <Stack gap={4} align="center" data-testid="opened-use-by">
      <Text fw={600}>{t('openedPacks.useBy')}</Text>
      <Title order={2} fz={48} lh={1.1}>
        {pack.use_by}
      </Title>
      <Text size="sm" c="dimmed" ta="center">
        {pack.in_use_days === null
          ? t('openedPacks.useByExpiry')
          : t('openedPacks.useByRule', { days: pack.in_use_days, expiry: pack.expiry_date })}
      </Text>
    </Stack>
  );
}

/** Records a pack of the batch opened now, then shows its use-by day. */
export function OpenPackModal({
  medicine,
  batch,
  onClose,
}: {
  medicine: string;
  batch: PackBatch;
  onClose: () => void;
}) {
  const t = useT();
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const open = useOpenPack();

  if (open.data) {
    return (
      <Modal opened onClose={onClose} title={t('openedPacks.openedTitle')} centered>
        <Stack>
          <Text>{t('openedPacks.openedIntro', { medicine, batch: batch.batch_number })}</Text>
          <UseByDay pack={open.data} />
          <Text ta="center">{t('openedPacks.writeOnPack')}</Text>
          <Button size="lg" onClick={onClose} data-autofocus>
            {t('openedPacks.done')}
          </Button>
        </Stack>
      </Modal>
    );
  }

  return (
    <FormModal
      title={t('openedPacks.openTitle')}
      submitLabel={t('openedPacks.open')}
      saving={open.isPending}
      failure={failure}
      onClose={onClose}
      intro={
        <Text>
          {t('openedPacks.openIntro', {
            medicine,
            batch: batch.batch_number,
            expiry: batch.expiry_date,
          })}
        </Text>
      }
      onSubmit={() => {
        setFailure(null);
        open.mutate(
          { inventory_item_id: batch.id, note: blankToNull(note), use_by: null },
          { onError: (error) => setFailure(detailOrMessage(error)) },
        );
      }}
    >
      <Textarea
        label={t('openedPacks.note')}
        maxLength={500}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
      />
    </FormModal>
  );
}

/** 'Öppna förpackning' for a batch, with its modal. */
export function OpenPackButton({
  medicine,
  batch,
  size = 'sm',
}: {
  medicine: string;
  batch: PackBatch;
  size?: 'sm' | 'md' | 'lg';
}) {
  const t = useT();
  const [opening, setOpening] = useState(false);
  return (
    <>
      <Button variant="light" size={size} onClick={() => setOpening(true)}>
        {t('openedPacks.open')}
      </Button>
      {opening ? (
        <OpenPackModal medicine={medicine} batch={batch} onClose={() => setOpening(false)} />
      ) : null}
    </>
  );
}
