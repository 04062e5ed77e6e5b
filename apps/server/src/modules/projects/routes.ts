import { PROJECT_CALLS, projectDetailView, projectListView } from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { answerCachedList } from '../../platform/cached-list-answer.ts';
import type { CallRegistrar } from '../../platform/calls.ts';
import { fail } from '../../platform/errors.ts';
import { registerImport } from '../../platform/imports/register.ts';
import { JsonText } from '../../platform/list-cache.ts';
import { projectImport, workImport } from './import.ts';
import { registerProjectNoteRoutes } from './notes.ts';
import { mustLoad, saveProject } from './project-save.ts';
import { updateProjects } from './project-update.ts';
import { projectInViews, workInViews } from './project-views.ts';
import { listProjectsJson, withActive } from './queries.ts';
import { checkProject, invalidProject } from './validation.ts';
import { worksOfEmployee } from './works.ts';

/** The calls of projects, their addresses and works (issue 4); notes in notes.ts. */
export function registerProjectRoutes(r: CallRegistrar): void {
  // Served from the list cache while no project, address, work or customer of the owner changed; `active` depends on
  // the day, so the day is part of the cache key, and so is the view: show_projects gets every list field, others
  // what their areas need (PROJECT_VIEWS: projects_limited, planning, sales).
  r.handle(PROJECT_CALLS.allProjects, async (ctx, _body, request, reply) => {
    const today = todayIso();
    const { key, view } = projectListView(ctx);
    const list = await ctx.app.lists.json(ctx.tx, ctx.ownerId, 'projects', `${key}:${today}`, () =>
      listProjectsJson(ctx.tx, ctx.ownerId, today, view).then((text) => new JsonText(text)),
    );
    return answerCachedList(ctx, PROJECT_CALLS.allProjects, request, reply, list);
  });

  r.handle(PROJECT_CALLS.getProject, async (ctx, body) => {
    const project = await mustLoad(ctx.tx, ctx.ownerId, body.id, todayIso());
    if (project.deleted) throw fail('record.notFound', { entity: 'Project', id: body.id });
    return projectInViews(project, projectDetailView(ctx).view);
  });

  r.handle(PROJECT_CALLS.saveProject, (ctx, body) => saveProject(ctx, checkProject(body), todayIso()), {
    onInvalid: invalidProject,
  });

  registerImport(r, projectImport);

  r.handle(PROJECT_CALLS.updateProjects, (ctx, body) => updateProjects(ctx, body, todayIso()));

  // {id} is an employee's: the works they are planned on (the employee's Works tab, planning), in the fields the
  // caller's project views give works (projects_limited: no rates or invoicing).
  r.handle(PROJECT_CALLS.allWorksInUse, async (ctx, body) => {
    const today = todayIso();
    const { view } = projectDetailView(ctx);
    return (await worksOfEmployee(ctx.tx, ctx.ownerId, body.id)).map((w) => ({
      ...workInViews(withActive(w, today), view),
      projectName: w.projectName,
    }));
  });

  registerImport(r, workImport);

  registerProjectNoteRoutes(r);
}
