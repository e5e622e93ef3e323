import { Switch, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { KassationRecord } from '../../../shared/schemas/kassation.ts';
import { useT } from '../../i18n/t.ts';
import { detailOrMessage } from '../management/api-errors.ts';
import { FormModal } from '../management/FormModal.tsx';
import { notifySuccess } from '../management/notify.ts';
import { medicineText } from './display.ts';
import { useCertificate } from './kassation-api.ts';

/** Issues a kassationsintyg (A4 PDF) and downloads it. */
export function CertificateModal({ row, onClose }: { row: KassationRecord; onClose: () => void }) {
  const t = useT();
  const certificate = useCertificate();
  const [signatures, setSignatures] = useState(true);
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    certificate.mutate(
      {
        id: row.id,
        body: { include_signatures: signatures, additional_notes: notes.trim() || null },
      },
      {
        onSuccess: (meta) => {
          notifySuccess(t('kassation.certificate.done', { filename: meta.filename }));
          onClose();
        },
        onError: (error) =>
          setFailure(`${t('kassation.certificate.failed')}: ${detailOrMessage(error)}`),
      },
    );
  };

  return (
    <FormModal
      title={t('kassation.certificate.title')}
      submitLabel={t('kassation.certificate.submit')}
      saving={certificate.isPending}
      failure={failure}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      onClose={onClose}
      intro={
        <Text>
          {t('kassation.certificate.intro', { name: medicineText(row), batch: row.batch_number })}
        </Text>
      }
    >
      <Switch
        label={t('kassation.certificate.signatures')}
        checked={signatures}
        onChange={(event) => setSignatures(event.currentTarget.checked)}
      />
      <Textarea
        label={t('kassation.certificate.notes')}
        autosize
        minRows={2}
        maxLength={2000}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
    </FormModal>
  );
}
