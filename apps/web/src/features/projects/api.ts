import type {
  TDistrict,
  TFlexFieldProject,
  TListedProject,
  TListedWork,
  TMachine,
  TMachineHistory,
  TMachineType,
  TProjectDetail,
  TProjectNote,
  TWorkType,
} from '@backoffice/domain';
import { ownerListCalls } from '../../platform/owner-list/owner-list-types.ts';
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
  saveProjectNote: '/r/saveProjectNote',
  notesProject: '/r/notesProject',
  projectNotesDateRange: '/r/projectNotesDateRange',
  allMachines: '/r/allMachines',
  saveMachine: '/r/saveMachine',
  saveMachineHistory: '/r/saveMachineHistory',
  machineHistoryByMachine: '/r/machineHistoryByMachine',
} as const;

/** A row of allProjects: the fields of the caller's views (PROJECT_VIEWS); the others are absent. */
export type ProjectRow = TListedProject & { id: number };
/** getProject's answer in the caller's views: the works' rates and invoicing only for show_projects and sales. */
export type ProjectDetail = TProjectDetail & { id: number };
/** A work as getProject sends it: its schedule always, rate and invoicing in the views that have them. */
export type WorkRow = TListedWork & { id: number };
/** allWorksInUse {id: employeeId}: the works the employee is planned on, with their project's name. */
export type WorkInUseRow = WorkRow & { projectName: string };
export type ProjectNoteRow = TProjectNote & { id: number; projectName?: string };
export type MachineRow = TMachine & { id: number; projectName: string; employeeName: string; machineTypeName: string };
export type MachineHistoryRow = TMachineHistory & { id: number; employeeName: string; projectName: string };

export const useProjects = () => useApiList<ProjectRow>(PROJECT_CALLS.allProjects, { baseList: true });
/** Silent: the edit page says "not found" itself and reports other failures (a stale link gave two messages). */
export const useProject = (id: number) =>
  useApiRead<ProjectDetail>(PROJECT_CALLS.getProject, { id }, { enabled: id > 0, silent: true });
export const useMachines = () => useApiList<MachineRow>(PROJECT_CALLS.allMachines);
// The owner's settings lists, read through the calls their list pages use (one cache entry each).
export const useDistricts = () => useApiList<TDistrict>(ownerListCalls('districts').all);
export const useMachineTypes = () => useApiList<TMachineType>(ownerListCalls('machineTypes').all);
export const useWorkTypes = () => useApiList<TWorkType>(ownerListCalls('workTypes').all);
export const useFlexFieldsProjects = () => useApiList<TFlexFieldProject>(ownerListCalls('flexFieldsProjects').all);
