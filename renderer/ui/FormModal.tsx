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
  /** Called with the browser's own submit already prevented. */
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  /** Also what Cancel does; not called while saving. */
  onClose: () => void;
  size?: ModalProps['size'];
  /** Shown above the failure alert. */
  intro?: ReactNode;
  /** A second way to finish, placed beside the submit button. */
  extraAction?: ReactNode;
  /** Red for a submit that takes stock out of use (a disposal), green for one that settles a warning. */
  submitColor?: 'red' | 'green';
  children: ReactNode;
};

/** A modal with one form: failure alert, the fields, then Cancel and submit. */
export function FormModal(props: FormModalProps) {
  useReturnFocus();
  const { title, submitLabel, saving, failure, onSubmit, onClose, size, intro, children } = props;
  const { extraAction, submitColor } = props;
  return (
    <Modal opened onClose={() => !saving && onClose()} title={title} size={size} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
        noValidate
      >
        <Stack>
          {intro}
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          {children}
          <FormFooter {...{ submitLabel, saving, onClose, extraAction, submitColor }} />
        </Stack>
      </form>
    </Modal>
  );
}

type FormFooterProps = Pick<
  FormModalProps,
  'submitLabel' | 'saving' | 'onClose' | 'extraAction' | 'submitColor'
>;

/**
 * Cancel, then submit, at the foot of a form. FormModal uses it; a modal whose form is one step
 * of several (paste a notice, then check what was found) uses it directly.
 */
export function FormFooter({
  submitLabel,
  saving,
  onClose,
  extraAction,
  submitColor,
}: FormFooterProps) {
  const t = useT();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose} disabled={saving}>
        {t('common.cancel')}
      </Button>
      {extraAction}
      <Button type="submit" color={submitColor} loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
