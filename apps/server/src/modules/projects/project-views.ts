import {
  pickView,
  type RecordView,
  type TListedWork,
  type TProject,
  type TProjectDetail,
  type TWork,
} from '@backoffice/domain';

// Every project view sends PROJECT_CORE and every work view WORK_SCHEDULE (views.ts), so what a view picks of a
// record is the shape any caller may rely on.

/** getProject's answer in the caller's views. */
export const projectInViews = (project: TProject, view: RecordView): TProjectDetail =>
  pickView(project, view) as TProjectDetail;

/** A work in the caller's views (the views' nested `works` fields). */
export const workInViews = (work: TWork, view: RecordView): TListedWork =>
  pickView(work, { fields: view.nested?.works ?? [] }) as TListedWork;
