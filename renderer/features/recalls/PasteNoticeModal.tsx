import { Alert, Button, Group, Modal, Spoiler, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import {
  MAX_NOTICE_TEXT,
  RecallExtractInput,
  type RecallNoticeCreated,
} from '../../../shared/schemas/recall.ts';
import { useT } from '../../i18n/t.ts';
import { useReturnFocus } from '../../lib/use-return-focus.ts';
import { detailOrMessage } from '../../ui/api-errors.ts';
import { FormFooter } from '../../ui/FormModal.tsx';
import {
  emptyNotice,
  noticeFromExtract,
  pasteBody,
  validateNotice,
  type NoticeFormValues,
} from './notice-form.ts';
import { NoticeFields } from './NoticeFields.tsx';
import { NoticeSaved } from './NoticeSaved.tsx';
import { noticeSaveCallbacks } from './notice-save.ts';
import { useExtractNotice, usePasteNotice } from './notices-api.ts';

type Step = 'text' | 'review';

/**
 * 'Klistra in text': the notice's text goes in, Medvakt finds the product, batch numbers and
 * expiry dates, and the admin checks and corrects them before anything is saved.
 */
export function PasteNoticeModal({ onClose }: { onClose: () => void }) {
  useReturnFocus();
  const t = useT();
  const extract = useExtractNotice();
  const paste = usePasteNotice();
  const [step, setStep] = useState<Step>('text');
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<RecallNoticeCreated | null>(null);
  const [found, setFound] = useState(0);
  const form = useForm<NoticeFormValues>({
    initialValues: emptyNotice(),
    validate: validateNotice,
  });
  const busy = extract.isPending || paste.isPending;

  const findBatches = () => {
    setFailure(null);
    const checked = RecallExtractInput.safeParse({ text });
    if (!checked.success) {
      setTextError(checked.error.issues[0]?.message ?? null);
      return;
    }
    setTextError(null);
    extract.mutate(checked.data.text, {
      onSuccess: (result) => {
        form.setValues(noticeFromExtract(result));
        form.resetDirty();
        form.clearErrors();
        setFound(result.batches.length);
        setStep('review');
      },
      onError: (error) => setFailure(detailOrMessage(error)),
    });
  };

  const save = (values: NoticeFormValues) => {
    setFailure(null);
    paste.mutate(
      pasteBody(values, text),
      noticeSaveCallbacks({ t, form, values, onSaved: setSaved, onFailure: setFailure }),
    );
  };

  const failureAlert = failure ? (
    <Alert color="red" role="alert">
      {failure}
    </Alert>
  ) : null;

  return (
    <Modal
      opened
      onClose={() => !busy && onClose()}
      title={t('recalls.paste.title')}
      size="xl"
      centered
    >
      {saved ? <NoticeSaved saved={saved} onClose={onClose} /> : null}
      {!saved && step === 'text' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            findBatches();
          }}
          noValidate
        >
          <Stack>
            {failureAlert}
            <Textarea
              label={t('recalls.paste.text')}
              description={t('recalls.paste.textHint')}
              autosize
              minRows={8}
              maxRows={18}
              maxLength={MAX_NOTICE_TEXT}
              required
              data-autofocus
              value={text}
              error={textError}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <FormFooter
              submitLabel={t('recalls.paste.extract')}
              saving={extract.isPending}
              onClose={onClose}
            />
          </Stack>
        </form>
      ) : null}
      {!saved && step === 'review' ? (
        <form onSubmit={form.onSubmit(save)} noValidate>
          <Stack>
            <Alert color={found > 0 ? 'blue' : 'yellow'} role="status">
              {found > 0
                ? t('recalls.paste.found', { count: found })
                : t('recalls.paste.foundNone')}
            </Alert>
            {failureAlert}
            <NoticeFields form={form} />
            <Stack gap={4}>
              <Text fw={600} size="sm">
                {t('recalls.paste.original')}
              </Text>
              <Spoiler
                maxHeight={120}
                showLabel={t('recalls.paste.showAll')}
                hideLabel={t('recalls.paste.showLess')}
              >
                {/* Plain text only: a pasted notice is never rendered as HTML. */}
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="pasted-text">
                  {text}
                </Text>
              </Spoiler>
            </Stack>
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => setStep('text')} disabled={busy}>
                {t('recalls.paste.back')}
              </Button>
              <FormFooter
                submitLabel={t('recalls.form.save')}
                saving={paste.isPending}
                onClose={onClose}
              />
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
