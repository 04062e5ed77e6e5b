import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Mantine's notices view (and its transitions) loads with the first notice: most first visits show none.
const NoticesView = lazy(() => import('./notices-view.tsx').then((module) => ({ default: module.NoticesView })));

/** Where notices appear; the store queues a notice raised before the view has loaded. */
export function NoticesHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense>
      <NoticesView />
    </Suspense>
  ) : null;
}
