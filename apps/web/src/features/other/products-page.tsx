import { productResource } from '@backoffice/domain';
import { ResourcePage } from '../../platform/resource/resource-page.tsx';

export function ProductsPage() {
  return <ResourcePage meta={productResource} />;
}
