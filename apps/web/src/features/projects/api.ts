import type {
  TDistrict,
  TFlexFieldProject,
  TMachine,
  TMachineHistory,
  TMachineType,
  TProject,
  TProjectListRow,
  TProjectNote,
  TVatCode,
  TWork,
  TWorkType,
} from '@backoffice/domain';
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
  keysByProject: '/r/keysByProject',
  allDistricts: '/r/allDistricts',
  saveDistrict: '/r/saveDistrict',
  allMachineTypes: '/r/allMachineTypes',
  saveMachineType: '/r/saveMachineType',
  allVatCodes: '/r/allVatCodes',
  saveVatCode: '/r/saveVatCode',
  allWorkTypes: '/r/allWorkTypes',
  saveWorkType: '/r/saveWorkType',
  allFlexFieldsProjects: '/r/allFlexFieldsProjects',
  saveFlexFieldProject: '/r/saveFlexFieldProject',
} as const;

export type ProjectRow = TProjectListRow & { id: number };
export type ProjectDetail = TProject & { id: number };
export type WorkRow = TWork & { id: number };
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
export const useDistricts = () => useApiList<TDistrict>(PROJECT_CALLS.allDistricts);
export const useMachineTypes = () => useApiList<TMachineType>(PROJECT_CALLS.allMachineTypes);
export const useVatCodes = () => useApiList<TVatCode>(PROJECT_CALLS.allVatCodes);
export const useWorkTypes = () => useApiList<TWorkType>(PROJECT_CALLS.allWorkTypes);
export const useFlexFieldsProjects = () => useApiList<TFlexFieldProject>(PROJECT_CALLS.allFlexFieldsProjects);
