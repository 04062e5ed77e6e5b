import { lazyPage } from '../../platform/lazy-page.ts';
import { menuEntries } from '../../platform/menu-entries.ts';
import type { AppRoute } from '../../routes.ts';

const generalSettings = lazyPage(() => import('./general-settings-page.tsx'), 'GeneralSettingsPage');
const users = lazyPage(() => import('./users-page.tsx'), 'UsersPage');
const emails = lazyPage(() => import('./emails-page.tsx'), 'EmailsPage');
const inMenu = menuEntries('home', 'settings');

/** The settings pages of the home menu group, in menu order. */
export const SETTINGS_ROUTES: readonly AppRoute[] = [
  inMenu('/Home/GeneralSettings', 'menu.generalSettings', generalSettings),
  inMenu('/Home/Users', 'menu.users', users),
  inMenu('/Home/Emails', 'menu.emails', emails),
];
