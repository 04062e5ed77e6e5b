import {
  pickView,
  projectDetailView,
  projectListView,
  ZIdRequest,
  ZProject,
  ZUpdateProjectsRequest,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import type { CallRegistrar } from '../../platform/calls.ts';
import { notFound } from '../../platform/errors.ts';
import { registerImport } from '../../platform/imports/register.ts';
import { JsonText, sendCachedList } from '../../platform/list-cache.ts';
import { projectImport, workImport } from './import.ts';
import { registerProjectNoteRoutes } from './notes.ts';
import { mustLoad, saveProject } from './project-save.ts';
import { updateProjects } from './project-update.ts';
import { listProjectsJson, withActive } from './queries.ts';
import { checkProject, invalidProject } from './validation.ts';
import { worksOfEmployee } from './works.ts';

// Planners pick projects and sales links them to customers: both read the list and a project.
const READERS = ['projects', 'planning', 'sales'] as const;

/** The calls of projects, their addresses and works (issue 4); notes in notes.ts. */
export function registerProjectRoutes(r: CallRegistrar): void {
  // Served from the list cache while no project, address, work or customer of the owner changed; `active` depends on
  // the day, so the day is part of the cache key, and so is the view: show_projects gets every list field, others
  // what their areas need (PROJECT_VIEWS: projects_limited, planning, sales).
  r.call({ method: 'GET', path: '/allProjects', area: READERS, level: 'read' }, async (ctx, _body, request, reply) => {
    const today = todayIso();
    const { key, view } = projectListView(ctx);
    const list = await ctx.app.lists.json(ctx.tx, ctx.ownerId, 'projects', `${key}:${today}`, () =>
      listProjectsJson(ctx.tx, ctx.ownerId, today, view).then((text) => new JsonText(text)),
    );
    return sendCachedList(request, reply, list);
  });

  r.call({ method: 'POST', path: '/getProject', area: READERS, level: 'read', body: ZIdRequest }, async (ctx, body) => {
    const project = await mustLoad(ctx.tx, ctx.ownerId, body.id, todayIso());
    if (project.deleted) throw notFound(`Project ${body.id} not found`);
    return pickView(project, projectDetailView(ctx).view);
  });

  r.call(
    {
      method: 'POST',
      path: '/saveProject',
      area: 'projects',
      level: 'write',
      body: ZProject,
      onInvalid: invalidProject,
    },
    (ctx, body) => saveProject(ctx, checkProject(body), todayIso()),
  );

  registerImport(r, projectImport);

  r.call(
    { method: 'POST', path: '/updateProjects', area: 'projects', level: 'write', body: ZUpdateProjectsRequest },
    (ctx, body) => updateProjects(ctx, body, todayIso()),
  );

  // {id} is an employee's: the works they are planned on (the employee's Works tab, planning), in the fields the
  // caller's project views give works (projects_limited: no rates or invoicing).
  r.call(
    { method: 'POST', path: '/allWorksInUse', area: 'projects', level: 'read', body: ZIdRequest },
    async (ctx, body) => {
      const today = todayIso();
      const fields = [...(projectDetailView(ctx).view.nested?.works ?? []), 'projectName'];
      return (await worksOfEmployee(ctx.tx, ctx.ownerId, body.id)).map((w) =>
        pickView({ ...withActive(w, today), projectName: w.projectName }, { fields }),
      );
    },
  );

  registerImport(r, workImport);

  registerProjectNoteRoutes(r);
}
