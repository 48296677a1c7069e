import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/** Takes a settled mutation (a refusal shown until acknowledged) out of the cache by its id, and so off the screen. */
export function useDismissMutation(): (id: number) => void {
  const client = useQueryClient();
  return useCallback(
    (id: number) => {
      const cache = client.getMutationCache();
      const mutation = cache.getAll().find((m) => m.mutationId === id);
      if (mutation) cache.remove(mutation);
    },
    [client],
  );
}
