import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './query.ts';

/**
 * The app's query cache for the pages that read the server: the main layout and the password reset. The login page
 * reads nothing through it, so it loads without TanStack Query.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
