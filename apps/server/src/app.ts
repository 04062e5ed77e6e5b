import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerRebookJob } from './modules/accounting/index.ts';
import { registerAccountingRoutes } from './modules/accounting/routes.ts';
import { registerCourseRoutes } from './modules/courses/routes.ts';
import { registerCustomerRoutes } from './modules/customers/routes.ts';
import { registerEmployeeRoutes } from './modules/employees/routes.ts';
import { registerGeoRoutes } from './modules/geo/routes.ts';
import { registerHomeRoutes } from './modules/home/routes.ts';
import { registerKeyRoutes } from './modules/keys/routes.ts';
import { registerMachineRoutes } from './modules/machines/routes.ts';
import { otherResources } from './modules/other/index.ts';
import { registerOwnerListRoutes } from './modules/owner-lists/routes.ts';
import { registerPageCacheRoutes } from './modules/page-cache/routes.ts';
import { registerPaymentRoutes } from './modules/payments/routes.ts';
import { registerAnnouncementJob, registerHorizonJob, registerPlanningJobs } from './modules/planning/index.ts';
import { registerPlanningRoutes } from './modules/planning/routes.ts';
import { registerProjectRoutes } from './modules/projects/routes.ts';
import { registerPurchaseRoutes } from './modules/purchases/routes.ts';
import {
  registerBulkPriceJobs,
  registerInvoiceJobs,
  registerInvoiceRunJob,
  registerReminderJobs,
} from './modules/sales/index.ts';
import { registerSalesRoutes } from './modules/sales/routes.ts';
import { registerSessionRoutes } from './modules/session/routes.ts';
import { registerSettingsRoutes } from './modules/settings/routes.ts';
import { registerUploadRoutes } from './modules/uploads/routes.ts';
import { registerUserRoutes } from './modules/users/routes.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { type BankProvider, createBankProvider } from './platform/bank-provider.ts';
import { createCallRegistrar, type RegisteredCall } from './platform/calls.ts';
import type { AppContext } from './platform/context.ts';
import { registerMaintenanceJob } from './platform/db-maintenance.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { createGeo, type GeoServices } from './platform/geo.ts';
import { registerImportStatusCalls } from './platform/imports/status.ts';
import { JobQueue } from './platform/jobs.ts';
import { ListCache } from './platform/list-cache.ts';
import { Mailer } from './platform/mail.ts';
import { registerResource } from './platform/resources.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerWebApp } from './platform/static-files.ts';
import { createTokenService, loadJwtSecret, TOKEN_LIFETIME_SECONDS } from './platform/tokens.ts';
import { createFileStore, uploadStoreKind } from './platform/uploads.ts';

// A download ticket is short-lived and bound to one file, but it still has no place in a log.
const redactTokens = (url: string) => url.replace(/(\/downloadInline\/)[^/]+/, '$1<ticket>');

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  calls: RegisteredCall[];
  /** Every route the server answers ('GET /api/r/allCars'), for the test that the published contract is complete. */
  routes: string[];
}

/** Builds the server without listening: main.ts serves it, tests inject requests into it. */
export async function buildApp(
  config: Config,
  database: Database,
  options: { logger?: boolean; geo?: GeoServices; bank?: BankProvider } = {},
): Promise<BuiltApp> {
  // 30 MB: an upload of the largest allowed file (20 MB) arrives as base64 text, a third larger.
  const app = Fastify({
    logger: options.logger
      ? { serializers: { req: (req) => ({ method: req.method, url: redactTokens(req.url) }) } }
      : false,
    trustProxy: config.trustProxy,
    bodyLimit: 30 * 1024 * 1024,
  });
  const routes: string[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push(`${method} ${route.url}`);
  });
  registerErrorHandling(app);
  await registerSecurityHeaders(app, config, database);
  const jobs = new JobQueue(database);
  const ctx: AppContext = {
    config,
    database,
    jobs,
    tokens: createTokenService(
      loadJwtSecret(config.jwtSecret, config.dataDir),
      TOKEN_LIFETIME_SECONDS,
      config.downloadTicketSeconds,
    ),
    mailer: new Mailer(database, jobs, config.smtpUrl, config.mailFrom),
    geo: options.geo ?? createGeo(config),
    bank: options.bank ?? createBankProvider(config),
    lists: new ListCache(),
    files: createFileStore(uploadStoreKind(config, database), config.dataDir),
  };
  registerAnnouncementJob(ctx);
  registerPlanningJobs(ctx);
  registerHorizonJob(ctx);
  registerReminderJobs(ctx);
  registerInvoiceJobs(ctx);
  registerInvoiceRunJob(ctx);
  registerBulkPriceJobs(ctx);
  registerRebookJob(ctx);
  registerMaintenanceJob(ctx);
  let calls: RegisteredCall[] = [];
  await app.register(
    async (api) => {
      registerSessionRoutes(api, ctx);
      const registrar = createCallRegistrar(api, ctx);
      registerUserRoutes(registrar);
      registerSettingsRoutes(registrar);
      registerHomeRoutes(registrar);
      registerEmployeeRoutes(registrar);
      for (const resource of otherResources) registerResource(registrar, resource);
      registerGeoRoutes(registrar);
      registerKeyRoutes(registrar);
      registerCourseRoutes(registrar);
      registerCustomerRoutes(registrar);
      registerProjectRoutes(registrar);
      registerOwnerListRoutes(registrar);
      registerMachineRoutes(registrar);
      registerPlanningRoutes(registrar);
      registerSalesRoutes(registrar);
      registerPurchaseRoutes(registrar);
      registerPaymentRoutes(registrar);
      registerAccountingRoutes(registrar);
      registerUploadRoutes(registrar, api, ctx);
      registerImportStatusCalls(registrar);
      registerPageCacheRoutes(registrar);
      calls = registrar.calls;
      registerApiDocs(api, calls, config.basePath);
    },
    { prefix: `${config.basePath}/api` },
  );
  if (existsSync(config.webDist)) await registerWebApp(app, config.webDist, config.basePath);
  return { app, ctx, calls, routes };
}
