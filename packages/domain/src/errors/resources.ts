import type { ErrorTexts } from './format.ts';

/**
 * Refusals of the record types served as resources (courses, machines, owner lists) beyond their schemas; a record
 * that is not there is the general 'record.notFound'.
 */
export const RESOURCE_ERRORS = {
  'course.endsBeforeStart': 'Valid until cannot be before the course date',
  'machine.typeNotFound': 'Machine type {{id}} not found',
  'machine.projectNotFound': 'Project {{id}} not found',
  'machine.historyMoved': 'A history row cannot move to another machine',
  'ownerList.nothingToDelete': 'Nothing to delete: the item has no id',
  'ownerList.nameExists': 'Name already exists',
  'vatCode.inUse': "This VAT code is used by work type '{{workType}}' and cannot be deleted",
  'vatCode.notFound': 'VAT code {{id}} not found',
} as const satisfies ErrorTexts;
