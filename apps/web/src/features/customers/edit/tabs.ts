import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { CustomerDetail } from '../api.ts';

/** What every tab of /Customers/Edit/{id}/{tab} receives; tabs only open for a saved customer. */
export interface CustomerTabProps {
  customer: CustomerDetail;
  canWrite: boolean;
}

export interface CustomerTab {
  /** The URL segment, as spec 000 §2 names the tab. */
  key: string;
  component: LazyExoticComponent<ComponentType<CustomerTabProps>>;
}

const tab = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType<CustomerTabProps>) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/** The tabs in spec order; labels are `customers.tabs.<key>`. */
export const CUSTOMER_TABS: readonly CustomerTab[] = [
  {
    key: 'Contacts',
    component: tab(
      () => import('./contacts-tab.tsx'),
      (m) => m.ContactsTab,
    ),
  },
  {
    key: 'Projects',
    component: tab(
      () => import('./projects-tab.tsx'),
      (m) => m.ProjectsTab,
    ),
  },
  {
    key: 'Notes',
    component: tab(
      () => import('./notes-tab.tsx'),
      (m) => m.NotesTab,
    ),
  },
  {
    key: 'CustomersFinancial',
    component: tab(
      () => import('./financial-tab.tsx'),
      (m) => m.FinancialTab,
    ),
  },
];

export const DEFAULT_TAB = 'Contacts';
