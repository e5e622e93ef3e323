import { Alert } from '@mantine/core';
import type { FlashMessage } from './use-flash-message.ts';

export function FlashAlert({ message }: { message: FlashMessage | null }) {
  if (!message) return null;
  return (
    <Alert color={message.kind === 'success' ? 'green' : 'red'} variant="light" role="alert">
      {message.text}
    </Alert>
  );
}
