import { Alert, Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import type { SubmitEventHandler, ReactNode } from 'react';
import { useT } from '../i18n/t.ts';
import { useReturnFocus } from '../lib/use-return-focus.ts';

type FormModalProps = {
  title: string;
  submitLabel: string;
  saving: boolean;
  /** The general alert for what no field could show. */
  failure: string | null;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  /** Also what Cancel does; not called while saving. */
  onClose: () => void;
  size?: ModalProps['size'];
  /** Shown above the failure alert. */
  intro?: ReactNode;
  /** A second way to finish, placed beside the submit button. */
  extraAction?: ReactNode;
  children: ReactNode;
};

/** A modal with one form: failure alert, the fields, then Cancel and submit. */
export function FormModal(props: FormModalProps) {
  useReturnFocus();
  const t = useT();
  const { title, submitLabel, saving, failure, onSubmit, onClose, size, intro, children } = props;
  const { extraAction } = props;
  return (
    <Modal opened onClose={() => !saving && onClose()} title={title} size={size} centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          {intro}
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          {children}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t('common.cancel')}
            </Button>
            {extraAction}
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
