import { newsResource } from '@backoffice/domain';
import { ResourcePage } from '../../platform/resource/resource-page.tsx';

export function NewsPage() {
  return <ResourcePage meta={newsResource} />;
}
