import {
  type CallAnswer,
  callKey,
  PROJECT_CALLS,
  type TDistrict,
  type TFlexFieldProject,
  type TMachine,
  type TMachineHistory,
  type TMachineType,
  type TProjectNote,
  type TWorkType,
} from '@backoffice/domain';
import { useCall } from '../../platform/call.ts';
import { ownerListCalls } from '../../platform/owner-list/owner-list-types.ts';
import { useApiList } from '../../platform/query.ts';

// The project and work calls the pages share (spec 000 §7 Projects) are PROJECT_CALLS in the domain.
/** Calls not declared in the domain yet (imports, notes, machines, keys): their paths until they move there. */
export const PROJECT_PATHS = {
  insertProjects: '/r/insertProjects',
  insertWorks: '/r/insertWorks',
  saveProjectNote: '/r/saveProjectNote',
  notesProject: '/r/notesProject',
  projectNotesDateRange: '/r/projectNotesDateRange',
  allMachines: '/r/allMachines',
  saveMachine: '/r/saveMachine',
  saveMachineHistory: '/r/saveMachineHistory',
  machineHistoryByMachine: '/r/machineHistoryByMachine',
  keysByProject: '/r/keysByProject',
} as const;

/** A row of allProjects: the fields of the caller's views (PROJECT_VIEWS); the others are absent. */
export type ProjectRow = CallAnswer<typeof PROJECT_CALLS.allProjects>[number];
/** getProject's answer in the caller's views: the works' rates and invoicing only for show_projects and sales. */
export type ProjectDetail = CallAnswer<typeof PROJECT_CALLS.getProject>;
/** A work as getProject sends it: its schedule always, rate and invoicing in the views that have them. */
export type WorkRow = ProjectDetail['works'][number];
/** allWorksInUse {id: employeeId}: the works the employee is planned on, with their project's name. */
export type WorkInUseRow = CallAnswer<typeof PROJECT_CALLS.allWorksInUse>[number];
export type ProjectNoteRow = TProjectNote & { id: number; projectName?: string };
export type MachineRow = TMachine & { id: number; projectName: string; employeeName: string; machineTypeName: string };
export type MachineHistoryRow = TMachineHistory & { id: number; employeeName: string; projectName: string };

export const useProjects = () => useCall(PROJECT_CALLS.allProjects, undefined, { baseList: true });
/** The query key of one project (useProject). */
export const projectKey = (id: number) => callKey(PROJECT_CALLS.getProject, { id });
/** Silent: the edit page says "not found" itself and reports other failures (a stale link gave two messages). */
export const useProject = (id: number) => useCall(PROJECT_CALLS.getProject, { id }, { enabled: id > 0, silent: true });
/** The works an employee is planned on (the employee's Works tab). */
export const useWorksInUse = (employeeId: number) =>
  useCall(PROJECT_CALLS.allWorksInUse, { id: employeeId }, { enabled: employeeId > 0 });
export const useMachines = () => useApiList<MachineRow>(PROJECT_PATHS.allMachines);
// The owner's settings lists, read through the calls their list pages use (one cache entry each).
export const useDistricts = () => useApiList<TDistrict>(ownerListCalls('districts').all);
export const useMachineTypes = () => useApiList<TMachineType>(ownerListCalls('machineTypes').all);
export const useWorkTypes = () => useApiList<TWorkType>(ownerListCalls('workTypes').all);
export const useFlexFieldsProjects = () => useApiList<TFlexFieldProject>(ownerListCalls('flexFieldsProjects').all);
