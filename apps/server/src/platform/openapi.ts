import {
  type Area,
  type AreaGate,
  fieldTags,
  type PublicCallDeclaration,
  SESSION_CALLS,
  ZApiError,
  ZFile,
} from '@backoffice/domain';
import { z } from 'zod';
import type { RegisteredCall } from './calls.ts';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;

/**
 * The JSON Schema of a field as the caller sends it. The shared field types accept text for numbers and parse JSON
 * text (DESIGN §4), which zod cannot express as JSON Schema (a preprocess is code); their tag says what they take.
 */
const TAGGED: Record<string, JsonSchema> = {
  int: { type: 'integer' },
  number: { type: 'number' },
  flag: { type: 'integer', enum: [0, 1] },
  id: { type: 'integer', minimum: 0 },
  ref: { type: 'integer', minimum: 0 },
  line: { type: 'string' },
  text: { type: 'string' },
  json: {},
  date: { type: 'string', format: 'date' },
  filter: { type: ['string', 'integer'] },
  secret: { type: 'string', format: 'password' },
};

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  if (schema === ZFile) return { type: 'string', format: 'binary' };
  return z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    reused: 'inline',
    override: ({ zodSchema, jsonSchema }) => {
      const fieldTag = fieldTags.get(zodSchema);
      if (!fieldTag) return;
      const { description, default: fallback } = jsonSchema;
      for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
      Object.assign(jsonSchema, TAGGED[fieldTag.kind]);
      if (fieldTag.ref) jsonSchema.description = `Id of a record of ${fieldTag.ref} (0: none)`;
      else if (description) jsonSchema.description = description;
      if (fallback !== undefined) jsonSchema.default = fallback;
    },
  }) as JsonSchema;
}

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

const ERRORS = {
  '400': errorAnswer('Bad input: nothing was changed; `issues` names the fields'),
  '401': errorAnswer('Not logged in, or the session ended or expired'),
  '403': errorAnswer('The caller’s roles do not allow this call'),
  '404': errorAnswer('The record does not exist for this owner'),
  '500': errorAnswer('Server error, with an errorID to quote'),
};

function answerOf(response: z.ZodType): Operation {
  if (response === ZFile) {
    return { description: 'The file', content: { 'application/octet-stream': { schema: schemaOf(ZFile, 'output') } } };
  }
  return { description: 'Done', content: { 'application/json': { schema: schemaOf(response, 'output') } } };
}

/** A GET's body is its query string: one parameter per field of its (object) schema. */
function queryParameters(body: z.ZodType | undefined): Operation[] {
  if (!body) return [];
  const schema = schemaOf(body, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: property,
  }));
}

const requestBody = (body: z.ZodType | undefined) => ({
  required: true,
  content: { 'application/json': { schema: body ? schemaOf(body, 'input') : { type: 'object' } } },
});

const tagOf = (area: Area | readonly (Area | AreaGate)[]): string => {
  const first = Array.isArray(area) ? area[0] : area;
  return typeof first === 'string' ? first : first.area;
};

function callOperation(call: RegisteredCall): Operation {
  const declared = call.declaration;
  return {
    operationId: call.path.slice(1),
    summary: declared.summary,
    tags: [tagOf(call.area)],
    'x-access': { area: call.area, level: call.level },
    ...(call.method === 'GET' ? { parameters: queryParameters(call.body) } : { requestBody: requestBody(call.body) }),
    responses: { '200': answerOf(declared.response), ...ERRORS },
  };
}

function publicOperation(declaration: PublicCallDeclaration): Operation {
  return {
    operationId: declaration.path.slice(1),
    summary: declaration.summary,
    tags: ['session'],
    security: [],
    requestBody: requestBody(declaration.body),
    responses: {
      '200': answerOf(declaration.response),
      '400': ERRORS['400'],
      '401': errorAnswer('Wrong user name or password'),
      '404': errorAnswer('The password link is not valid (anymore)'),
      '429': errorAnswer('Too many failed attempts from this address; try again later'),
    },
  };
}

const DOWNLOAD_OPERATION: Operation = {
  operationId: 'downloadInline',
  summary: 'A stored file, by a download ticket from downloadTicket (the address a browser opens)',
  tags: ['uploads'],
  security: [],
  parameters: [
    { name: 'ticket', in: 'path', required: true, schema: { type: 'string' } },
    { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
  ],
  responses: {
    '200': answerOf(ZFile),
    '401': errorAnswer('The ticket expired, or its session ended'),
    '404': errorAnswer('No such file for the ticket'),
  },
};

/** The OpenAPI 3.1 document of the API, made at start from the registered calls and the declarations. */
export function openApiDocument(calls: readonly RegisteredCall[], basePath: string): JsonSchema {
  const paths: Record<string, Record<string, Operation>> = {};
  const add = (path: string, method: string, operation: Operation) => {
    paths[path] = { ...paths[path], [method]: operation };
  };
  for (const declaration of Object.values(SESSION_CALLS)) add(declaration.path, 'post', publicOperation(declaration));
  for (const call of calls) add(`/r${call.path}`, call.method.toLowerCase(), callOperation(call));
  add('/downloadInline/{ticket}/{id}', 'get', DOWNLOAD_OPERATION);
  const tags = [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags)))];
  return {
    openapi: '3.1.0',
    info: {
      title: 'Back office API',
      version: '1',
      description:
        'Every call answers JSON; errors carry the body ApiError. Calls under /r need the bearer token from /login; ' +
        'the token is a server-side session that logout, a password change and an administrator end.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: `${basePath}/api` }],
    security: [{ bearer: [] }],
    tags: (tags as string[]).sort().map((name) => ({ name, description: `Calls of the area ${name}` })),
    paths,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { ApiError: schemaOf(ZApiError, 'output') },
    },
  };
}
