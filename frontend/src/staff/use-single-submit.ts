import { useRef } from 'react';
import type { MutateOptions, UseMutationResult } from '@tanstack/react-query';

/**
 * A form's submit through its mutation, once at a time: a second click (or Enter) while the first
 * is still on its way sends nothing. The ref is set in the same tick, since `isPending` reaches the
 * handlers only with the next render and a fast double click comes before it.
 */
export function useSingleSubmit<TData, TError, TVariables>(
  mutation: UseMutationResult<TData, TError, TVariables>,
): (variables: TVariables, options?: MutateOptions<TData, TError, TVariables>) => void {
  const inFlight = useRef(false);
  return (variables, options) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(variables, {
      ...options,
      onSettled: (...args) => {
        inFlight.current = false;
        options?.onSettled?.(...args);
      },
    });
  };
}
