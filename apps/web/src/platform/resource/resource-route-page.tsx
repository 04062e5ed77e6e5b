import { RESOURCE_METAS, type ResourcePageName } from '@backoffice/domain';
import { ResourcePage } from './resource-page.tsx';

/** The page of the record type declared with this page name. */
export function resourcePageOf(name: ResourcePageName) {
  const meta = RESOURCE_METAS.find((candidate) => candidate.page === name);
  if (!meta) throw new Error(`No record type has the page ${name}`);
  return function RecordTypePage() {
    return <ResourcePage meta={meta} />;
  };
}
