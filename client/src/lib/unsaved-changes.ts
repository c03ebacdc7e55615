// Forms with typed-but-unsent input register here, so nothing (such as applying an app
// update) reloads the page over them.
import { useEffect, useId } from 'react';
import { create } from 'zustand';

const useUnsavedStore = create<{ dirty: ReadonlySet<string> }>(() => ({ dirty: new Set() }));

export function useUnsavedChanges(dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    useUnsavedStore.setState((state) => ({ dirty: new Set(state.dirty).add(id) }));
    return () =>
      useUnsavedStore.setState((state) => {
        const next = new Set(state.dirty);
        next.delete(id);
        return { dirty: next };
      });
  }, [dirty, id]);
}

export function useHasUnsavedChanges(): boolean {
  return useUnsavedStore((state) => state.dirty.size > 0);
}
