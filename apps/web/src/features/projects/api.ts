import {
  type CallAnswer,
  callKey,
  MACHINE_CALLS,
  OWNER_LIST_CALLS,
  PROJECT_CALLS,
  type PROJECT_NOTE_CALLS,
} from '@backoffice/domain';
import { useCall } from '../../platform/call.ts';

// The project and work calls the pages share (spec 000 §7 Projects) are PROJECT_CALLS in the domain.

/** A row of allProjects: the fields of the caller's views (PROJECT_VIEWS); the others are absent. */
export type ProjectRow = CallAnswer<typeof PROJECT_CALLS.allProjects>[number];
/** getProject's answer in the caller's views: the works' rates and invoicing only for show_projects and sales. */
export type ProjectDetail = CallAnswer<typeof PROJECT_CALLS.getProject>;
/** A work as getProject sends it: its schedule always, rate and invoicing in the views that have them. */
export type WorkRow = ProjectDetail['works'][number];
/** allWorksInUse {id: employeeId}: the works the employee is planned on, with their project's name. */
export type WorkInUseRow = CallAnswer<typeof PROJECT_CALLS.allWorksInUse>[number];
/** A project's note; the overview of all projects' notes adds the project's name. */
export type ProjectNoteRow = CallAnswer<typeof PROJECT_NOTE_CALLS.all>[number] &
  Partial<CallAnswer<typeof PROJECT_NOTE_CALLS.projectNotesDateRange>[number]>;
export type MachineRow = CallAnswer<typeof MACHINE_CALLS.all>[number];
export type MachineHistoryRow = CallAnswer<typeof MACHINE_CALLS.machineHistoryByMachine>[number];

export const useProjects = () => useCall(PROJECT_CALLS.allProjects, undefined, { baseList: true });
/** The query key of one project (useProject). */
export const projectKey = (id: number) => callKey(PROJECT_CALLS.getProject, { id });
/** Silent: the edit page says "not found" itself and reports other failures (a stale link gave two messages). */
export const useProject = (id: number) => useCall(PROJECT_CALLS.getProject, { id }, { enabled: id > 0, silent: true });
/** The works an employee is planned on (the employee's Works tab). */
export const useWorksInUse = (employeeId: number) =>
  useCall(PROJECT_CALLS.allWorksInUse, { id: employeeId }, { enabled: employeeId > 0 });
export const useMachines = () => useCall(MACHINE_CALLS.all);
// The owner's settings lists, read through the calls their list pages use (one cache entry each).
export const useDistricts = () => useCall(OWNER_LIST_CALLS.districts.all);
export const useMachineTypes = () => useCall(OWNER_LIST_CALLS.machineTypes.all);
export const useWorkTypes = () => useCall(OWNER_LIST_CALLS.workTypes.all);
export const useFlexFieldsProjects = () => useCall(OWNER_LIST_CALLS.flexFieldsProjects.all);
