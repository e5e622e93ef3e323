// Loaded by Toasts.tsx at the first toast, so Mantine's container is not part of the first screen.
export { Notifications } from '@mantine/notifications';
