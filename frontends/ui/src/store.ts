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
    remove(predicate: (item: T) => boolean) {
      items = items.filter((i) => !predicate(i));
      emit();
    },
  };
}
