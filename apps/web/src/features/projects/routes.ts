import { lazyPage } from '../../platform/lazy-page.ts';
import { menuEntries } from '../../platform/menu-entries.ts';
import type { AppRoute } from '../../routes.ts';

const projectsIndex = lazyPage(() => import('./index/projects-index-page.tsx'), 'ProjectsIndexPage');
const projectsMap = lazyPage(() => import('./sub/map-page.tsx'), 'ProjectsMapPage');
const projectNotesOverview = lazyPage(() => import('./sub/notes-overview-page.tsx'), 'ProjectNotesOverviewPage');
const keysOverview = lazyPage(() => import('./sub/keys-overview-page.tsx'), 'KeysOverviewPage');
const machines = lazyPage(() => import('./sub/machines-page.tsx'), 'MachinesPage');
const projectFlexFields = lazyPage(() => import('./sub/flex-fields-page.tsx'), 'ProjectFlexFieldsPage');
const districts = lazyPage(() => import('./sub/districts-page.tsx'), 'DistrictsPage');
const machineTypes = lazyPage(() => import('./sub/machine-types-page.tsx'), 'MachineTypesPage');
const importProjects = lazyPage(() => import('./import/import-projects-page.tsx'), 'ImportProjectsPage');
const importWorks = lazyPage(() => import('./import/import-works-page.tsx'), 'ImportWorksPage');
const inMenu = menuEntries('projects', 'projects');

/**
 * The projects pages of spec 000 §2, in menu order (routes.ts joins every domain's list into one registry): the daily
 * pages first, then the lists that are set up once, then the imports.
 */
export const PROJECT_ROUTES: readonly AppRoute[] = [
  inMenu('/Projects/Index', 'projects.menu.index', projectsIndex),
  {
    path: '/Projects/Edit',
    params: ':id/:tab?/:subId?',
    page: lazyPage(() => import('./edit/project-edit-page.tsx'), 'ProjectEditPage'),
    area: 'projects',
    level: 'read',
    title: 'projects.menu.index',
  },
  inMenu('/Projects/Map', 'projects.menu.map', projectsMap),
  inMenu('/Projects/Notes/:startDate?/:endDate?/:type?/:handled?', 'projects.menu.notes', projectNotesOverview),
  inMenu('/Projects/keysOverview', 'projects.menu.keysOverview', keysOverview),
  inMenu('/Projects/Machines/:action?/:id?', 'projects.menu.machines', machines),
  inMenu('/Projects/FlexFields', 'projects.menu.flexFields', projectFlexFields),
  inMenu('/Projects/Districts', 'projects.menu.districts', districts),
  inMenu('/Projects/MachineTypes', 'projects.menu.machineTypes', machineTypes),
  inMenu('/Projects/ImportProjects', 'projects.menu.importProjects', importProjects, { level: 'write' }),
  inMenu('/Projects/ImportWorks', 'projects.menu.importWorks', importWorks, { level: 'write' }),
];
