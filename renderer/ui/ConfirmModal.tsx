import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n/t.ts';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A yes/no question in a modal; the confirm button is red for destructive actions, and the safe
 * choice has the focus, so Enter or a slip keeps what would be lost.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const t = useT();
  const {
    opened,
    title,
    children,
    confirmLabel,
    danger = false,
    loading = false,
    onConfirm,
    onCancel,
  } = props;
  return (
    <Modal opened={opened} onClose={onCancel} title={title} size={520} centered zIndex={300}>
      <Stack>
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={onCancel}
            disabled={loading}
            data-autofocus={danger || undefined}
          >
            {props.cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
