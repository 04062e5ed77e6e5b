import { Notifications } from '@mantine/notifications';

/** Top centre: clear of the header controls (language, logout) and of dialog buttons (bottom right). */
export function NoticesView() {
  return <Notifications position="top-center" limit={5} />;
}
