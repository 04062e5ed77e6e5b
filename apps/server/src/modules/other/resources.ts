import { carResource, fixedTaskResource, newsResource, procedureResource, productResource } from '@backoffice/domain';
import { cars, fixedTasks, news, procedures, products } from '../../db/schema/index.ts';
import { defineResource } from '../../platform/resources.ts';

/** The simple record types of this area; news lives under Employees but is just as simple. */
export const otherResources = [
  defineResource(carResource, cars),
  defineResource(productResource, products),
  defineResource(procedureResource, procedures),
  defineResource(fixedTaskResource, fixedTasks),
  defineResource(newsResource, news),
];
