import { Button, Switch, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { KassationRecord } from '../../../shared/schemas/kassation.ts';
import { useT } from '../../i18n/t.ts';
import { printFailureDetail, printOutcomeText } from '../../platform/print.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { FormModal } from '../../ui/FormModal.tsx';
import { notifySuccess } from '../../ui/notify.ts';
import { medicineText } from './display.ts';
import { CertificatePrintError, useCertificate, type CertificateAction } from './kassation-api.ts';

/** Issues a kassationsintyg (A4 PDF), then downloads it or prints it. */
export function CertificateModal({ row, onClose }: { row: KassationRecord; onClose: () => void }) {
  const t = useT();
  const certificate = useCertificate();
  const [signatures, setSignatures] = useState(true);
  const [notes, setNotes] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [action, setAction] = useState<CertificateAction>('download');

  const submit = (chosen: CertificateAction) => {
    setFailure(null);
    setAction(chosen);
    certificate.mutate(
      {
        id: row.id,
        body: { include_signatures: signatures, additional_notes: notes.trim() || null },
        action: chosen,
      },
      {
        onSuccess: ({ meta, printed }) => {
          notifySuccess(
            printed
              ? `${t('kassation.certificate.printed', { filename: meta.filename })} ${printOutcomeText(printed, t)}`
              : t('kassation.certificate.done', { filename: meta.filename }),
          );
          onClose();
        },
        onError: (error) =>
          setFailure(
            error instanceof CertificatePrintError
              ? `${t('kassation.certificate.printFailed', { filename: error.meta.filename })}: ${printFailureDetail(error.cause, t)}`
              : `${t('kassation.certificate.failed')}: ${detailOrMessage(error)}`,
          ),
      },
    );
  };

  const printing = certificate.isPending && action === 'print';
  return (
    <FormModal
      title={t('kassation.certificate.title')}
      submitLabel={t('kassation.certificate.submit')}
      saving={certificate.isPending && !printing}
      failure={failure}
      onSubmit={(event) => {
        event.preventDefault();
        if (!certificate.isPending) submit('download');
      }}
      onClose={() => !certificate.isPending && onClose()}
      intro={
        <Text>
          {t('kassation.certificate.intro', { name: medicineText(row), batch: row.batch_number })}
        </Text>
      }
      extraAction={
        <Button
          variant="light"
          loading={printing}
          disabled={certificate.isPending && !printing}
          onClick={() => submit('print')}
        >
          {t('kassation.certificate.print')}
        </Button>
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
