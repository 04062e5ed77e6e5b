import { procedureResource } from '@backoffice/domain';
import { ResourcePage } from '../../platform/resource/resource-page.tsx';

export function ProceduresPage() {
  return <ResourcePage meta={procedureResource} />;
}
