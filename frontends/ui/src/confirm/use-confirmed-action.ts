import { toast } from '@courtside/ui/toast';
import { confirm, type ConfirmOptions } from './ask';

interface Mutation<V, R> {
  mutateAsync(variables: V): Promise<R>;
  isPending: boolean;
}

interface Options<R> {
  confirm: ConfirmOptions;
  /** The success toast; none when it returns null. */
  success(result: R): string | null;
  failure(error: unknown): string;
}

export interface ConfirmedAction<V> {
  /**
   * Asks, and only when accepted runs the mutation, then says how it went in a toast. True once
   * the mutation succeeded; false when declined or failed.
   */
  run(variables: V): Promise<boolean>;
  isPending: boolean;
}

/** Confirm, then mutate, then a toast: the shape of every destructive (or binding) action. */
export function useConfirmedAction<V, R>(mutation: Mutation<V, R>, options: Options<R>): ConfirmedAction<V> {
  return {
    isPending: mutation.isPending,
    async run(variables) {
      if (!(await confirm(options.confirm))) return false;
      let result: R;
      try {
        result = await mutation.mutateAsync(variables);
      } catch (error) {
        toast.error(options.failure(error));
        return false;
      }
      const message = options.success(result);
      if (message) toast.success(message);
      return true;
    },
  };
}
