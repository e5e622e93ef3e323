import { notifications } from '@mantine/notifications';

export function notifyFailure(message: string): void {
  notifications.show({ color: 'red', message, autoClose: 5000 });
}
