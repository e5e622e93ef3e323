import { notifications } from '@mantine/notifications';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: 5000 });
}
