import type { AccessLevel, Area } from '@backoffice/domain';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { EmployeeDraft } from './employee-draft.ts';

/** What every tab of /Employees/Edit/{id}/{tab}/{subId} receives. */
export interface EmployeeTabProps {
  /** 0 while the employee is new (not saved yet). */
  employeeId: number;
  /** The page's unsaved copy; Employments, Addresses and Properties edit it and the page saves it in one call. */
  draft: EmployeeDraft;
  update: (patch: Partial<EmployeeDraft>) => void;
  /** The optional last URL segment: the employment, address, note or key shown in a dialog ('new' for a new one). */
  subId: string | undefined;
  /** Puts a record id in the URL (or removes it with undefined) so a dialog survives reload and back. */
  openSub: (subId: string | number | undefined) => void;
  canWrite: boolean;
}

export interface EmployeeTab {
  /** The URL segment, as spec 000 §2 names the tab. */
  key: string;
  /** Translation key of the tab's label. */
  label: string;
  component: LazyExoticComponent<ComponentType<EmployeeTabProps>>;
  /** Tabs that save records of their own need a saved employee; a new one shows a hint instead. */
  needsSavedEmployee?: boolean;
  /**
   * The gate of the tab's data beyond the page's (employees read): the tab is left out for users who fail it.
   * employees 'admin' is show_employees: addresses, notes, clock settings and files are not basic data.
   */
  gate?: { area: Area; level: AccessLevel };
}

const FULL_VIEW = { area: 'employees', level: 'admin' } as const;

const tab = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType<EmployeeTabProps>) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/**
 * The tabs in spec order. Files, Courses and Keys are built in their own folders: replace the placeholder component of
 * their entry (keep the key and the order).
 */
export const EMPLOYEE_TABS: readonly EmployeeTab[] = [
  {
    key: 'Employments',
    label: 'employeeEdit.tabs.Employments',
    component: tab(
      () => import('./employments-tab.tsx'),
      (m) => m.EmploymentsTab,
    ),
  },
  {
    key: 'Addresses',
    label: 'employeeEdit.tabs.Addresses',
    gate: FULL_VIEW,
    component: tab(
      () => import('./addresses-tab.tsx'),
      (m) => m.AddressesTab,
    ),
  },
  {
    key: 'Notes',
    label: 'employeeEdit.tabs.Notes',
    gate: FULL_VIEW,
    needsSavedEmployee: true,
    component: tab(
      () => import('./notes-tab.tsx'),
      (m) => m.NotesTab,
    ),
  },
  {
    key: 'Properties',
    label: 'employeeEdit.tabs.Properties',
    gate: FULL_VIEW,
    component: tab(
      () => import('./properties-tab.tsx'),
      (m) => m.PropertiesTab,
    ),
  },
  {
    key: 'Files',
    label: 'employeeEdit.tabs.Files',
    gate: FULL_VIEW,
    needsSavedEmployee: true,
    component: tab(
      () => import('../edit-tabs/files-tab.tsx'),
      (m) => m.FilesTab,
    ),
  },
  {
    key: 'User',
    label: 'employeeEdit.tabs.User',
    gate: { area: 'settings', level: 'read' },
    needsSavedEmployee: true,
    component: tab(
      () => import('./user-tab.tsx'),
      (m) => m.UserTab,
    ),
  },
  {
    key: 'Courses',
    label: 'employeeEdit.tabs.Courses',
    needsSavedEmployee: true,
    component: tab(
      () => import('../edit-tabs/courses-tab.tsx'),
      (m) => m.CoursesTab,
    ),
  },
  {
    key: 'Keys',
    label: 'employeeEdit.tabs.Keys',
    needsSavedEmployee: true,
    component: tab(
      () => import('../edit-tabs/keys-tab.tsx'),
      (m) => m.KeysTab,
    ),
  },
  {
    key: 'Works',
    label: 'employeeEdit.tabs.Works',
    gate: { area: 'projects', level: 'read' },
    needsSavedEmployee: true,
    component: tab(
      () => import('./works-tab.tsx'),
      (m) => m.WorksTab,
    ),
  },
];

export const DEFAULT_TAB = 'Employments';
