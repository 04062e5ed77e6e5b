import { lazyPage } from '../../platform/lazy-page.ts';
import type { AppRoute } from '../../routes.ts';

/**
 * The projects pages of spec 000 §2, in menu order (routes.ts joins every domain's list into one registry): the daily
 * pages first, then the lists that are set up once, then the imports.
 */
export const PROJECT_ROUTES: readonly AppRoute[] = [
  {
    path: '/Projects/Index',
    page: lazyPage(
      () => import('./index/projects-index-page.tsx'),
      (m) => m.ProjectsIndexPage,
    ),
    area: 'projects',
    level: 'read',
    menu: { group: 'projects', label: 'projects.menu.index' },
  },
  {
    path: '/Projects/Edit',
    params: ':id/:tab?/:subId?',
    page: lazyPage(
      () => import('./edit/project-edit-page.tsx'),
      (m) => m.ProjectEditPage,
    ),
    area: 'projects',
    level: 'read',
    title: 'projects.menu.index',
  },
  {
    path: '/Projects/Map',
    page: lazyPage(
      () => import('./sub/map-page.tsx'),
      (m) => m.ProjectsMapPage,
    ),
    area: 'projects',
    level: 'read',
    menu: { group: 'projects', label: 'projects.menu.map' },
  },
  {
    path: '/Projects/Notes',
    params: ':startDate?/:endDate?/:type?/:handled?',
    page: lazyPage(
      () => import('./sub/notes-overview-page.tsx'),
      (m) => m.ProjectNotesOverviewPage,
    ),
    area: 'projects',
    level: 'read',
    menu: { group: 'projects', label: 'projects.menu.notes' },
  },
  {
    path: '/Projects/keysOverview',
    page: lazyPage(
      () => import('./sub/keys-overview-page.tsx'),
      (m) => m.KeysOverviewPage,
    ),
    area: 'projects',
    level: 'read',
    menu: { group: 'projects', label: 'projects.menu.keysOverview' },
  },
  {
    path: '/Projects/Machines',
    params: ':action?/:id?',
    page: lazyPage(
      () => import('./sub/machines-page.tsx'),
      (m) => m.MachinesPage,
    ),
    area: 'projects',
    level: 'read',
    menu: { group: 'projects', label: 'projects.menu.machines' },
  },
  {
    path: '/Projects/FlexFields',
    page: lazyPage(
      () => import('./sub/flex-fields-page.tsx'),
      (m) => m.ProjectFlexFieldsPage,
    ),
    area: 'projects',
    level: 'read',
    menu: { group: 'projects', label: 'projects.menu.flexFields' },
  },
  {
    path: '/Projects/Districts',
    page: lazyPage(
      () => import('./sub/districts-page.tsx'),
      (m) => m.DistrictsPage,
    ),
    area: 'projects',
    level: 'read',
    menu: { group: 'projects', label: 'projects.menu.districts' },
  },
  {
    path: '/Projects/MachineTypes',
    page: lazyPage(
      () => import('./sub/machine-types-page.tsx'),
      (m) => m.MachineTypesPage,
    ),
    area: 'projects',
    level: 'read',
    menu: { group: 'projects', label: 'projects.menu.machineTypes' },
  },
  {
    path: '/Projects/ImportProjects',
    page: lazyPage(
      () => import('./import/import-projects-page.tsx'),
      (m) => m.ImportProjectsPage,
    ),
    area: 'projects',
    level: 'write',
    menu: { group: 'projects', label: 'projects.menu.importProjects' },
  },
  {
    path: '/Projects/ImportWorks',
    page: lazyPage(
      () => import('./import/import-works-page.tsx'),
      (m) => m.ImportWorksPage,
    ),
    area: 'projects',
    level: 'write',
    menu: { group: 'projects', label: 'projects.menu.importWorks' },
  },
];
