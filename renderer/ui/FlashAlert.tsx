import { Alert } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { FlashMessage } from './use-flash-message.ts';

// Clear of the fixed header above and of the screen's edge below when scrolled into view.
const CLEAR_OF_HEADER = {
  scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))',
  scrollMarginBottom: 'var(--mantine-spacing-md)',
};

/**
 * A form's answer, drawn beside its button: a success is a status, a failure an alert. A message
 * that lands out of sight (a long form on a small screen) is scrolled into view.
 */
export function FlashAlert({ message }: { message: FlashMessage | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [message]);
  if (!message) return null;
  return (
    <Alert
      ref={ref}
      color={message.kind === 'success' ? 'green' : 'red'}
      variant="light"
      role={message.kind === 'success' ? 'status' : 'alert'}
      style={CLEAR_OF_HEADER}
    >
      {message.text}
    </Alert>
  );
}
