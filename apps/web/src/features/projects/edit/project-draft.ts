import {
  applyMainProjectAddress,
  DEFAULT_MAP_COLOR,
  type TPlanningSettings,
  type TProjectAddress,
  ZProject,
} from '@backoffice/domain';
import { OPEN_END_DATE } from '@backoffice/domain/dates';
import type { z } from 'zod';
import { emptyAddressCore } from '../../../platform/address/address-fields.tsx';
import { newRowKey, rowKey, withoutRow, withRow } from '../../../platform/edit/draft-rows.ts';
import { sentFields } from '../../../platform/edit/sent-fields.ts';
import type { ProjectDetail } from '../api.ts';

/** An address edited in the page before the one saveProject; `key` tells unsaved rows (id 0) apart. */
export type ProjectAddressDraft = TProjectAddress & { key: string };

// Works are left out: the Works tab saves them itself, and a save without `works` keeps them as they are.
type ProjectFields = Omit<z.output<typeof ZProject>, 'addresses' | 'works'>;
export type ProjectDraft = ProjectFields & { addresses: ProjectAddressDraft[] };

/** The owner's announcement defaults for new projects (Planning/GeneralSettings). */
type AnnouncementDefaults = TPlanningSettings['announcementDefaults'];

export function emptyProject(customerId = 0, announcement: AnnouncementDefaults = { mode: 1, days: 1 }): ProjectDraft {
  return {
    id: 0,
    name: '',
    searchName: '',
    code: '',
    customerId,
    mapColor: DEFAULT_MAP_COLOR,
    mapNumber: 0,
    districtId: 0,
    projectLeaderId: 0,
    controlFreq: 0,
    chkTenderSigned: 0,
    invoicingBlocked: 0,
    announcement: announcement.mode,
    announcementDays: announcement.days,
    announcementEmail: '',
    workDescription: '',
    remarks: '',
    addresses: [],
    fields: {},
    datesClosed: [],
    blacklist: [],
    experiencedEmployees: [],
    contactIds: [],
    endDate: OPEN_END_DATE,
    deleted: 0,
  };
}

/** The editable copy of a saved project (derived fields such as customerName and active are left out). */
export function toDraft(
  project: ProjectDetail | undefined,
  customerId = 0,
  announcement?: AnnouncementDefaults,
): ProjectDraft {
  const base = emptyProject(customerId, announcement);
  if (!project) return base;
  return {
    ...base,
    ...sentFields(base, project),
    fields: project.fields ?? {},
    addresses: (project.addresses ?? []).map((address) => ({ ...address, key: rowKey(address.id) })),
  };
}

/** What saveProject receives: the draft through the shared schema (row keys dropped, defaults applied, no works). */
export function parseDraft(draft: ProjectDraft) {
  return ZProject.safeParse(draft);
}

export function emptyProjectAddress(addresses: readonly ProjectAddressDraft[]): ProjectAddressDraft {
  return {
    key: newRowKey(),
    id: 0,
    ...emptyAddressCore(),
    startDate: null,
    endDate: OPEN_END_DATE,
    // The first address of a project is its main address.
    mainAddress: addresses.some((row) => !row.deleted) ? 0 : 1,
    deleted: 0,
  };
}

/**
 * Adds or replaces an address. An address marked main clears the flag of the others (the shared rule the server
 * applies too), so the list shows the outcome before the save.
 */
export function applyProjectAddress(
  addresses: readonly ProjectAddressDraft[],
  incoming: ProjectAddressDraft,
): ProjectAddressDraft[] {
  const next = withRow(addresses, incoming);
  const index = next.findIndex((row) => row.key === incoming.key);
  return incoming.mainAddress ? applyMainProjectAddress(next, index) : applyMainProjectAddress(next);
}

/** Makes one address the main one; the others lose the flag. */
export function makeMainAddress(addresses: readonly ProjectAddressDraft[], key: string): ProjectAddressDraft[] {
  const index = addresses.findIndex((row) => row.key === key);
  return index < 0 ? [...addresses] : applyMainProjectAddress(addresses, index);
}

/** Removes an address (a saved one is deleted by the save); a single remaining address becomes main. */
export function removeProjectAddress(addresses: readonly ProjectAddressDraft[], key: string): ProjectAddressDraft[] {
  return applyMainProjectAddress(withoutRow(addresses, key));
}
