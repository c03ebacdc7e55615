// Writes from the online screens (docs/architecture.md#3-client): each is a hook in its
// feature's api file, made here, that marks stale the queries it changes once the server has
// it (the screens showing them ask again) and fails with an ApiError, typed as such.
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './http';

/** `write` as a mutation that, on success, refreshes every query under `changes`. */
export function useWrite<Input, Output>(
  write: (input: Input) => Promise<Output>,
  changes: readonly QueryKey[],
) {
  const client = useQueryClient();
  return useMutation<Output, ApiError, Input>({
    mutationFn: write,
    onSuccess: () => Promise.all(changes.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
