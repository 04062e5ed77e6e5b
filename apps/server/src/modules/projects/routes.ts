import {
  pickView,
  projectDetailView,
  projectListView,
  ZIdRequest,
  ZProject,
  ZUpdateProjectsRequest,
} from '@backoffice/domain';
import { todayIso } from '@backoffice/domain/dates';
import { z } from 'zod';
import type { CallRegistrar } from '../../platform/calls.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { JsonText, sendCachedList } from '../../platform/list-cache.ts';
import { registerProjectNoteRoutes } from './notes.ts';
import { mustLoad, saveProject } from './project-save.ts';
import { updateProjects } from './project-update.ts';
import { listProjectsJson, liveProjectIds, withActive, workRows } from './queries.ts';
import { checkProject, invalidProject, parseProjectList, parseWorkList, type WorkInput } from './validation.ts';
import { saveWorks, worksOfEmployee } from './works.ts';

// Planners pick projects and sales links them to customers: both read the list and a project.
const READERS = ['projects', 'planning', 'sales'] as const;
// Bodies with addresses are parsed in the handlers (validation.ts) to answer address failures with their server text.
const anyBody = z.unknown();

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

  // All or nothing: the first refused project rolls the whole import back.
  r.call(
    { method: 'POST', path: '/insertProjects', area: 'projects', level: 'write', body: anyBody },
    async (ctx, body) => {
      const today = todayIso();
      const saved = [];
      for (const input of parseProjectList(body)) saved.push(await saveProject(ctx, input, today));
      return saved;
    },
  );

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

  // ImportWorks: works of several projects, all or nothing; answers the saved works.
  r.call(
    { method: 'POST', path: '/insertWorks', area: 'projects', level: 'write', body: anyBody },
    async (ctx, body) => {
      const today = todayIso();
      const byProject = new Map<number, WorkInput[]>();
      for (const { projectId, ...work } of parseWorkList(body)) {
        byProject.set(projectId, [...(byProject.get(projectId) ?? []), work]);
      }
      const live = await liveProjectIds(ctx.tx, ctx.ownerId, [...byProject.keys()]);
      const missing = [...byProject.keys()].find((id) => !live.has(id));
      if (missing !== undefined) throw badRequest(`Project ${missing} not found`);
      const saved = new Set<number>();
      for (const [projectId, list] of byProject) {
        for (const id of await saveWorks(ctx, projectId, list, today)) saved.add(id);
      }
      const rows = await workRows(ctx.tx, ctx.ownerId, [...byProject.keys()]);
      return rows.filter((w) => saved.has(w.id)).map((w) => withActive(w, today));
    },
  );

  registerProjectNoteRoutes(r);
}
