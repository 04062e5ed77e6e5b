import type { Role } from '@backoffice/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { deletedFlag, tenantColumns, tenantKey, timestamps } from './columns.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A company using the back office (tenant). Its id is the owner_id of every tenant row. */
export const owners = pgTable('owners', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  settings: jsonb('settings').notNull().default({}),
  rooster: jsonb('rooster').notNull().default([]),
  flexFiltersEmployees: jsonb('flex_filters_employees').notNull().default([]),
  flexFieldsProjects: jsonb('flex_fields_projects').notNull().default([]),
  defaultFiles: jsonb('default_files').notNull().default({}),
  ...timestamps(),
});

/** A login (one person), shared by all owners the person works for. Not a tenant table. */
export const userAccounts = pgTable(
  'user_accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash'),
    sysAdmin: integer('sys_admin').notNull().default(0),
    /**
     * Raised by a password change or reset and "log out everywhere": sessions started under an earlier value are over.
     * A counter, not a time, so a clock set back (or a test's fake clock) cannot revive or end sessions.
     */
    sessionsEpoch: integer('sessions_epoch').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('user_accounts_user_name_key').on(sql`lower(${t.userName})`)],
);

/** Membership of a user in an owner: the spec's User (id, employeeId, roles, deleted). */
export const ownerUsers = pgTable(
  'owner_users',
  {
    ...tenantColumns(),
    userId: integer('user_id').notNull(),
    employeeId: integer('employee_id').notNull().default(0),
    roles: jsonb('roles').$type<Role[]>().notNull().default([]),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [
    tenantKey(t),
    uniqueIndex('owner_users_owner_user_key').on(t.ownerId, t.userId),
    index('owner_users_user_idx').on(t.userId),
  ],
);

/**
 * A login session of one user in one owner; its id is the token's `sid`. Every call checks that it is neither ended
 * (logout, an administrator, removed access) nor from before the account's last sessionsEpoch.
 */
export const sessions = pgTable(
  'sessions',
  {
    ...tenantColumns(),
    userId: integer('user_id').notNull(),
    /** The account's sessionsEpoch when the session started. */
    epoch: integer('epoch').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    endReason: text('end_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantKey(t), index('sessions_user_idx').on(t.ownerId, t.userId)],
);

/** Single-use, expiring password-reset and invitation keys (only a hash of the key is kept). */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id').notNull(),
    keyHash: text('key_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Files attached to records (spec 002 §3 Upload); bytes in `content` or under DATA_DIR at `storagePath`. */
export const uploads = pgTable(
  'uploads',
  {
    ...tenantColumns(),
    belongsTo: integer('belongs_to').notNull(),
    belongsId: integer('belongs_id').notNull().default(0),
    belongsKind: integer('belongs_kind').notNull().default(0),
    belongsString: text('belongs_string').notNull().default(''),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    content: bytea('content'),
    storagePath: text('storage_path'),
    deleted: deletedFlag(),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('uploads_belongs_idx').on(t.ownerId, t.belongsTo, t.belongsId)],
);

/** Who changed which business record when, and what changed. */
export const auditLog = pgTable(
  'audit_log',
  {
    ...tenantColumns(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').notNull().default({}),
  },
  (t) => [tenantKey(t), index('audit_log_entity_idx').on(t.ownerId, t.entity, t.entityId)],
);

/** Durable background work (mails, bulk reminders, bulk invoicing): survives restarts, retries, shows status. */
export const jobs = pgTable(
  'jobs',
  {
    ...tenantColumns(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status').$type<'queued' | 'running' | 'done' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /** The server process running the job (JobQueue.instanceId) and when it last said it still is (jobs.ts). */
    workerId: text('worker_id'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    lastError: text('last_error'),
    result: jsonb('result'),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('jobs_queue_idx').on(t.status, t.runAt)],
);

/**
 * Every mail the system sends. Without SMTP it stays here (status 'outbox') and is read under Home/Emails.
 * owner_id 0 holds mails that belong to no owner (password resets).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    ...tenantColumns(),
    to: text('to').notNull(),
    /** Blind copies: the sender's own copy of an invoice mail (Sales general settings invoiceCopyToSender). */
    bcc: text('bcc').notNull().default(''),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    attachments: jsonb('attachments').notNull().default([]),
    status: text('status').$type<'outbox' | 'queued' | 'sent' | 'failed'>().notNull(),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [tenantKey(t), index('mail_outbox_created_idx').on(t.ownerId, t.createdAt)],
);

/**
 * A counter per owner and data set, raised by triggers on every write to the set's tables (migration
 * 0004_data_version_triggers). Large lists are cached against it, so an unchanged list is served without rebuilding it.
 */
export const dataVersions = pgTable(
  'data_versions',
  {
    ownerId: integer('owner_id').notNull(),
    name: text('name').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.name] })],
);
