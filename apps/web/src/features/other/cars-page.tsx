import { carResource } from '@backoffice/domain';
import { ResourcePage } from '../../platform/resource/resource-page.tsx';

export function CarsPage() {
  return <ResourcePage meta={carResource} />;
}
