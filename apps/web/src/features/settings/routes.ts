import { lazyPage } from '../../platform/lazy-page.ts';
import type { AppRoute } from '../../routes.ts';

/** The settings pages of the home menu group, in menu order. */
export const SETTINGS_ROUTES: readonly AppRoute[] = [
  {
    path: '/Home/GeneralSettings',
    page: lazyPage(
      () => import('./general-settings-page.tsx'),
      (m) => m.GeneralSettingsPage,
    ),
    area: 'settings',
    level: 'read',
    menu: { group: 'home', label: 'menu.generalSettings' },
  },
  {
    path: '/Home/Users',
    page: lazyPage(
      () => import('./users-page.tsx'),
      (m) => m.UsersPage,
    ),
    area: 'settings',
    level: 'read',
    menu: { group: 'home', label: 'menu.users' },
  },
  {
    path: '/Home/Emails',
    page: lazyPage(
      () => import('./emails-page.tsx'),
      (m) => m.EmailsPage,
    ),
    area: 'settings',
    level: 'read',
    menu: { group: 'home', label: 'menu.emails' },
  },
];
