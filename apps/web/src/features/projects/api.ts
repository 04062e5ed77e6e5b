import {
  type CallAnswer,
  MACHINE_CALLS,
  OWNER_LIST_CALLS,
  type PROJECT_NOTE_CALLS,
  type TListedProject,
  type TListedWork,
  type TProjectDetail,
} from '@backoffice/domain';
import { useCall } from '../../platform/call.ts';
import { useApiList, useApiRead } from '../../platform/query.ts';

// The project calls the pages share (spec 000 §7 Projects and owner, 001 §7 machines and keys).
export const PROJECT_CALLS = {
  allProjects: '/r/allProjects',
  getProject: '/r/getProject',
  saveProject: '/r/saveProject',
  insertProjects: '/r/insertProjects',
  updateProjects: '/r/updateProjects',
  allWorksInUse: '/r/allWorksInUse',
  insertWorks: '/r/insertWorks',
} as const;

/** A row of allProjects: the fields of the caller's views (PROJECT_VIEWS); the others are absent. */
export type ProjectRow = TListedProject & { id: number };
/** getProject's answer in the caller's views: the works' rates and invoicing only for show_projects and sales. */
export type ProjectDetail = TProjectDetail & { id: number };
/** A work as getProject sends it: its schedule always, rate and invoicing in the views that have them. */
export type WorkRow = TListedWork & { id: number };
/** allWorksInUse {id: employeeId}: the works the employee is planned on, with their project's name. */
export type WorkInUseRow = WorkRow & { projectName: string };
/** A project's note; the overview of all projects' notes adds the project's name. */
export type ProjectNoteRow = CallAnswer<typeof PROJECT_NOTE_CALLS.all>[number] &
  Partial<CallAnswer<typeof PROJECT_NOTE_CALLS.projectNotesDateRange>[number]>;
export type MachineRow = CallAnswer<typeof MACHINE_CALLS.all>[number];
export type MachineHistoryRow = CallAnswer<typeof MACHINE_CALLS.machineHistoryByMachine>[number];

export const useProjects = () => useApiList<ProjectRow>(PROJECT_CALLS.allProjects, { baseList: true });
/** Silent: the edit page says "not found" itself and reports other failures (a stale link gave two messages). */
export const useProject = (id: number) =>
  useApiRead<ProjectDetail>(PROJECT_CALLS.getProject, { id }, { enabled: id > 0, silent: true });
export const useMachines = () => useCall(MACHINE_CALLS.all);
// The owner's settings lists, read through the calls their list pages use (one cache entry each).
export const useDistricts = () => useCall(OWNER_LIST_CALLS.districts.all);
export const useMachineTypes = () => useCall(OWNER_LIST_CALLS.machineTypes.all);
export const useWorkTypes = () => useCall(OWNER_LIST_CALLS.workTypes.all);
export const useFlexFieldsProjects = () => useCall(OWNER_LIST_CALLS.flexFieldsProjects.all);
