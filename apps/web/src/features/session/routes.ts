import { lazyPage } from '../../platform/lazy-page.ts';
import type { SessionRoute } from '../../routes.ts';
import { AuthPage } from './auth-page.tsx';

/** The pages that need no login (spec 000 §2 Session); routes.ts lists them as SESSION_ROUTES. */
export const SESSION_ROUTES: readonly SessionRoute[] = [
  {
    path: '/Session/Auth',
    // In the entry chunk: the first page of most visits, whose code would otherwise come in a dozen small files.
    page: () => Promise.resolve({ Component: AuthPage }),
    title: 'auth.title',
  },
  {
    path: '/Session/ForgotPW',
    page: lazyPage(() => import('./forgot-pw-page.tsx'), 'ForgotPwPage'),
    title: 'forgot.title',
  },
  {
    path: '/Session/ResetPW/:id/:key',
    page: lazyPage(() => import('./reset-pw-page.tsx'), 'ResetPwPage'),
    title: 'reset.title',
  },
  {
    path: '/Session/LoginMobile',
    page: lazyPage(() => import('./login-mobile-page.tsx'), 'LoginMobilePage'),
    title: 'loginMobile.title',
  },
];
