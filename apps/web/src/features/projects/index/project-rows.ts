import type { TProjectAddress } from '@backoffice/domain';
import type { ProjectRow } from '../api.ts';
import { markerColor } from '../sub/map/map-colors.ts';

/** A list row: everything the columns show, computed once per load so sorting and search stay cheap. */
export interface ProjectListItem {
  id: number;
  name: string;
  searchName: string;
  code: string;
  customerId: number;
  customerName: string;
  /** Street and house number of the main address. */
  street: string;
  city: string;
  districtName: string;
  leaderName: string;
  mapColor: string;
  active: boolean;
  activeWorks: number;
  endDate: string;
}

/** 1 active, 0 inactive, 2 all (spec 000 §9: default 2). */
export type ProjectStatusFilter = 1 | 0 | 2;
export const DEFAULT_PROJECT_STATUS: ProjectStatusFilter = 2;

/** The status filter's choices in the order the list and the map show them; labels are `projects.status.<key>`. */
export const PROJECT_STATUSES: readonly { value: ProjectStatusFilter; key: 'active' | 'inactive' | 'all' }[] = [
  { value: 1, key: 'active' },
  { value: 0, key: 'inactive' },
  { value: 2, key: 'all' },
];

export const hasStatus = (active: boolean, status: ProjectStatusFilter) => status === 2 || active === (status === 1);

/** The address the list and the map show: the one marked main, else the first one left. */
export function mainAddressOf<A extends Pick<TProjectAddress, 'mainAddress' | 'deleted'>>(
  addresses: readonly A[] | undefined,
): A | undefined {
  const live = (addresses ?? []).filter((address) => !address.deleted);
  return live.find((address) => address.mainAddress === 1) ?? live[0];
}

export const streetLine = (address: Pick<TProjectAddress, 'address' | 'houseNumber' | 'houseAddition'>) =>
  [address.address, [address.houseNumber, address.houseAddition].filter(Boolean).join('')].filter(Boolean).join(' ');

export function toProjectRows(
  projects: readonly ProjectRow[],
  districtName: (id: number) => string,
  employeeName: (id: number) => string,
): ProjectListItem[] {
  return projects
    .filter((project) => !project.deleted)
    .map((project) => {
      const main = mainAddressOf(project.addresses);
      return {
        id: project.id,
        name: project.name,
        searchName: project.searchName ?? '',
        code: project.code ?? '',
        customerId: project.customerId,
        customerName: project.customerName ?? '',
        street: main ? streetLine(main) : '',
        city: main?.city ?? '',
        districtName: project.districtId ? districtName(project.districtId) : '',
        leaderName: project.projectLeaderId ? employeeName(project.projectLeaderId) : '',
        mapColor: markerColor(project.mapColor).slice(1),
        active: project.active,
        activeWorks: project.activeWorks ?? 0,
        endDate: project.endDate,
      };
    });
}

export function byStatus(rows: readonly ProjectListItem[], status: ProjectStatusFilter): readonly ProjectListItem[] {
  if (status === 2) return rows;
  return rows.filter((row) => hasStatus(row.active, status));
}
