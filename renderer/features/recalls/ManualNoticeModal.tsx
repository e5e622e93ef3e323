import { Alert, Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { RecallNoticeCreated } from '../../../shared/schemas/recall.ts';
import { useT } from '../../i18n/t.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { FormFooter } from '../../ui/FormModal.tsx';
import { emptyNotice, noticeBody, validateNotice, type NoticeFormValues } from './notice-form.ts';
import { NoticeFields } from './NoticeFields.tsx';
import { NoticeSaved } from './NoticeSaved.tsx';
import { noticeSaveCallbacks } from './notice-save.ts';
import { useCreateNotice } from './notices-api.ts';

/** 'Ny indragning': a recall notice entered by hand, matched against all stock when saved. */
export function ManualNoticeModal({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const t = useT();
  const create = useCreateNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<RecallNoticeCreated | null>(null);
  const form = useForm<NoticeFormValues>({
    initialValues: emptyNotice(),
    validate: validateNotice,
  });

  const submit = (values: NoticeFormValues) => {
    setFailure(null);
    create.mutate(
      noticeBody(values),
      noticeSaveCallbacks({ t, form, values, onSaved: setSaved, onFailure: setFailure }),
    );
  };

  return (
    <Modal
      opened
      onClose={() => !create.isPending && onClose()}
      title={t('recalls.manual.title')}
      size="xl"
      centered
    >
      {saved ? (
        <NoticeSaved saved={saved} onClose={onClose} />
      ) : (
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <NoticeFields form={form} />
            <FormFooter
              submitLabel={t('recalls.form.save')}
              saving={create.isPending}
              onClose={onClose}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
