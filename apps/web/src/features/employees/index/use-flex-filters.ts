import { SETTINGS_CALLS } from '@backoffice/domain';
import { useMemo } from 'react';
import { useCall } from '../../../platform/call.ts';
import { useSession } from '../../../platform/session/session-store.ts';
import { type FlexFilter, parseFlexFilters } from './flex-filters.ts';

/** The owner's employee flex filters (getOwner); the lists work without them, so a failure stays quiet. */
export function useFlexFilters(): { filters: FlexFilter[]; loading: boolean } {
  const ownerId = useSession()?.claims.ownerId ?? 0;
  const owner = useCall(SETTINGS_CALLS.getOwner, { id: ownerId }, { silent: true, enabled: ownerId > 0 });
  const filters = useMemo(() => parseFlexFilters(owner.data?.flexFiltersEmployees), [owner.data]);
  return { filters, loading: owner.isPending };
}
