import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadProjectClockTimesTab } from '../../planning/routes.ts';
import { loadProjectPurchaseCostsTab } from '../../purchases/routes.ts';
import type { ProjectDetail } from '../api.ts';
import type { ProjectDraft } from './project-draft.ts';

/** What every tab of /Projects/Edit/{id}/{tab}/{subId} receives. */
export interface ProjectTabProps {
  /** 0 while the project is new (not saved yet). */
  projectId: number;
  /** The project as last loaded from the server (undefined while new). */
  project: ProjectDetail | undefined;
  /** The page's unsaved copy; AdditionalFields, Addresses, ExperiencedEmployees and Contacts edit it. */
  draft: ProjectDraft;
  update: (patch: Partial<ProjectDraft>) => void;
  /** The optional last URL segment: the address, note or key shown in a dialog ('new' for a new one). */
  subId: string | undefined;
  /** Puts a record id in the URL (or removes it with undefined) so a dialog survives reload and back. */
  openSub: (subId: string | number | undefined) => void;
  canWrite: boolean;
}

export interface ProjectTab {
  /** The URL segment, as spec 000 §2 names the tab. */
  key: string;
  component: LazyExoticComponent<ComponentType<ProjectTabProps>>;
  /** Tabs that save records of their own need a saved project; a new one shows a hint instead. */
  needsSavedProject?: boolean;
}

const tab = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType<ProjectTabProps>) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/** The tabs in spec order; labels are `projects.tabs.<key>`. */
export const PROJECT_TABS: readonly ProjectTab[] = [
  {
    key: 'AdditionalFields',
    component: tab(
      () => import('./tabs/additional-fields-tab.tsx'),
      (m) => m.AdditionalFieldsTab,
    ),
  },
  {
    key: 'Addresses',
    component: tab(
      () => import('./tabs/addresses-tab.tsx'),
      (m) => m.ProjectAddressesTab,
    ),
  },
  {
    key: 'Files',
    needsSavedProject: true,
    component: tab(
      () => import('./tabs/files-tab.tsx'),
      (m) => m.ProjectFilesTab,
    ),
  },
  {
    key: 'Notes',
    needsSavedProject: true,
    component: tab(
      () => import('./tabs/notes-tab.tsx'),
      (m) => m.ProjectNotesTab,
    ),
  },
  {
    key: 'ExperiencedEmployees',
    component: tab(
      () => import('./tabs/employees-tab.tsx'),
      (m) => m.ExperiencedEmployeesTab,
    ),
  },
  {
    key: 'Works',
    needsSavedProject: true,
    component: tab(
      () => import('./tabs/works-panel.tsx'),
      (m) => m.WorksPanel,
    ),
  },
  {
    key: 'Keys',
    needsSavedProject: true,
    component: tab(
      () => import('./tabs/keys-tab.tsx'),
      (m) => m.ProjectKeysTab,
    ),
  },
  {
    key: 'Contacts',
    component: tab(
      () => import('./tabs/contacts-tab.tsx'),
      (m) => m.ProjectContactsTab,
    ),
  },
  {
    key: 'ClockTimes',
    needsSavedProject: true,
    component: tab(loadProjectClockTimesTab, (m) => m.ProjectClockTimesTab),
  },
  {
    // Ours (issue 18): the costs of the purchase rows booked on the project.
    key: 'PurchaseCosts',
    needsSavedProject: true,
    component: tab(loadProjectPurchaseCostsTab, (m) => m.ProjectPurchaseCostsTab),
  },
  {
    key: 'Wares',
    component: tab(
      () => import('./tabs/later-tabs.tsx'),
      (m) => m.WaresTab,
    ),
  },
];

/** The tab a project opens on: where its places are. */
export const DEFAULT_PROJECT_TAB = 'Addresses';
