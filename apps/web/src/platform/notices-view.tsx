import { Notifications } from '@mantine/notifications';

/**
 * Top centre, below the header (app.css `.bo-notices`): clear of the header's controls (search, language, user menu,
 * the phone's menu button), of a full-screen dialog's title bar and of dialog buttons (bottom). Only a notice's text
 * and its close button take the pointer: a click on its empty area reaches the control under it, and a pointer resting
 * there does not hold the notice open.
 */
export function NoticesView() {
  return <Notifications position="top-center" limit={5} containerWidth={400} className="bo-notices" />;
}
