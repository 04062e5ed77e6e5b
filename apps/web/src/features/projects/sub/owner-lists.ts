import { FLEX_FIELD_KINDS } from '@backoffice/domain';
import { defineOwnerList } from '../../../platform/owner-list/owner-list-types.ts';

/** The select kind of a project flex field (spec 002 §9: text, long text, yes/no, select). */
const FLEX_SELECT_KIND = 4;

/** Projects/Districts: districts group projects (map filter, planning). */
export const DISTRICTS_LIST = defineOwnerList({
  list: 'districts',
  ns: 'projectSub.districts',
  route: '/Projects/Districts',
  testId: 'districts-page',
  fields: [{ key: 'name', kind: 'text', required: true }],
});

/** Projects/MachineTypes: the types a machine is one of. */
export const MACHINE_TYPES_LIST = defineOwnerList({
  list: 'machineTypes',
  ns: 'projectSub.machineTypes',
  route: '/Projects/MachineTypes',
  testId: 'machine-types-page',
  fields: [{ key: 'name', kind: 'text', required: true }],
});

/** Projects/FlexFields: the owner's extra project fields (spec 000 §3 Owner flexFieldsProjects). */
export const FLEX_FIELDS_LIST = defineOwnerList({
  list: 'flexFieldsProjects',
  ns: 'projectSub.flexFields',
  route: '/Projects/FlexFields',
  testId: 'flex-fields-page',
  fields: [
    { key: 'name', kind: 'text', required: true },
    { key: 'kind', kind: 'choice', values: FLEX_FIELD_KINDS },
    // Only a select has options to choose from, and it needs at least one.
    {
      key: 'options',
      kind: 'lines',
      required: true,
      showWhen: (values) => values.kind === String(FLEX_SELECT_KIND),
    },
    { key: 'order', kind: 'int', min: 0, max: 10_000 },
    { key: 'showApp', kind: 'flag' },
    { key: 'category', kind: 'text' },
  ],
});
