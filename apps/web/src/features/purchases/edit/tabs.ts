import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { SupplierDetail } from '../api.ts';

/** What every tab of /Suppliers/Edit/{id}/{tab} receives; tabs only open for a saved supplier. */
export interface SupplierTabProps {
  supplier: SupplierDetail;
  canWrite: boolean;
}

interface SupplierTab {
  /** The URL segment, as spec 000 §2 names the tab. */
  key: string;
  component: LazyExoticComponent<ComponentType<SupplierTabProps>>;
}

const tab = <M>(load: () => Promise<M>, pick: (module: M) => ComponentType<SupplierTabProps>) =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/** The tabs in spec order; labels are `suppliers.tabs.<key>`. */
export const SUPPLIER_TABS: readonly SupplierTab[] = [
  {
    key: 'Files',
    component: tab(
      () => import('./files-tab.tsx'),
      (m) => m.SupplierFilesTab,
    ),
  },
  {
    key: 'Notes',
    component: tab(
      () => import('./notes-tab.tsx'),
      (m) => m.SupplierNotesTab,
    ),
  },
  {
    key: 'PurchaseInvoices',
    component: tab(
      () => import('./purchases-tab.tsx'),
      (m) => m.PurchaseInvoicesTab,
    ),
  },
];

export const DEFAULT_TAB = 'Files';
