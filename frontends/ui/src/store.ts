/** A tiny observable list: the host renders what remotes push (toasts, confirmations). */
export function createStore<T>() {
  let items: T[] = [];
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    get: () => items,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    add(item: T) {
      items = [...items, item];
      emit();
    },
    /** Removes the items `predicate` picks and adds `item`, in one change. */
    replace(predicate: (item: T) => boolean, item: T) {
      items = [...items.filter((i) => !predicate(i)), item];
      emit();
    },
    remove(predicate: (item: T) => boolean) {
      items = items.filter((i) => !predicate(i));
      emit();
    },
  };
}
