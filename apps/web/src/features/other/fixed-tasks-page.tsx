import { fixedTaskResource } from '@backoffice/domain';
import { ResourcePage } from '../../platform/resource/resource-page.tsx';

export function FixedTasksPage() {
  return <ResourcePage meta={fixedTaskResource} />;
}
