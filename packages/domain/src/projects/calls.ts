import { z } from 'zod';
import { defineCall, ZNoBody } from '../api/contract.ts';
import { ZKeyedMessage } from '../api/errors.ts';
import { ZIdRequest } from '../api/users.ts';
import { PROJECT_CORE, viewMask, WORK_SCHEDULE } from '../views.ts';
import { PROJECT_LIST_FIELDS, ZProject, ZProjectFields, ZUpdateProjectsRequest, ZWorkFields } from './schemas.ts';

/** A work as the server keeps it: its project and whether it is active (rules.ts isWorkActive). */
const ZWorkRecord = ZWorkFields.extend({ projectId: z.number().int(), active: z.boolean() });
/** A work in the caller's project views: its schedule always, rates and invoicing for sales and the project owners. */
const ZListedWork = ZWorkRecord.partial().required(viewMask(WORK_SCHEDULE));
/** allWorksInUse: a work the employee is planned on, with its project's name. */
const ZWorkInUse = ZListedWork.extend({ projectName: z.string() });

/** A project with every field, its works and the derived ones (spec 000 §3 Project). */
const ZProjectRecord = ZProjectFields.extend({
  works: z.array(ZWorkRecord),
  /** The customer's name ('' without customer). */
  customerName: z.string(),
  /** End date empty or not past and at least one active work (rules.ts isProjectActive). */
  active: z.boolean(),
  /** saveProject only: what was saved but needs attention ('Unable to retrieve coordinates'). */
  warnings: z.array(ZKeyedMessage).optional(),
});

/** A row of allProjects with every list field (PROJECT_LIST_FIELDS) and the number of active works. */
const ZProjectListRow = ZProjectRecord.pick(
  viewMask([...PROJECT_LIST_FIELDS, 'addresses', 'customerName', 'active']),
).extend({ activeWorks: z.number().int() });
/** A row of allProjects as any reader gets it: what every view sends, the rest in the views that have it. */
const ZListedProject = ZProjectListRow.partial().required(viewMask([...PROJECT_CORE, 'activeWorks']));
/** getProject in the caller's views (PROJECT_VIEWS). */
const ZProjectDetail = ZProjectRecord.partial()
  .required(viewMask(PROJECT_CORE))
  .extend({ works: z.array(ZListedWork) });

// Planners pick projects and sales links them to customers: both read the list and a project.
const READERS = ['projects', 'planning', 'sales'] as const;

/** The project and work calls (spec 000 §7 Projects); notes and addresses have their own. */
export const PROJECT_CALLS = {
  allProjects: defineCall({
    method: 'GET',
    path: '/allProjects',
    area: READERS,
    level: 'read',
    body: ZNoBody,
    response: z.array(ZListedProject),
    summary: "The owner's projects with their addresses, in the fields of the caller's views",
  }),
  getProject: defineCall({
    method: 'POST',
    path: '/getProject',
    area: READERS,
    level: 'read',
    body: ZIdRequest,
    response: ZProjectDetail,
    summary: "One project with its addresses and works, in the fields of the caller's views",
  }),
  saveProject: defineCall({
    method: 'POST',
    path: '/saveProject',
    area: 'projects',
    level: 'write',
    body: ZProject,
    response: ZProjectRecord,
    summary: 'Create or change a project with its addresses and works (saved by id), or delete it (deleted: 1)',
  }),
  updateProjects: defineCall({
    method: 'POST',
    path: '/updateProjects',
    area: 'projects',
    level: 'write',
    body: ZUpdateProjectsRequest,
    response: z.array(ZProjectListRow),
    summary: 'Change the colour, district, project leader, end date or invoicing block of many projects at once',
  }),
  allWorksInUse: defineCall({
    method: 'POST',
    path: '/allWorksInUse',
    area: 'projects',
    level: 'read',
    body: ZIdRequest,
    response: z.array(ZWorkInUse),
    summary: 'The live works an employee ({id}) is planned on, with their project names',
  }),
} as const;
