import { toast } from '@courtside/ui/toast';

/**
 * A form's save: runs it and says how it went in a toast. A failure is thrown on, so the form
 * keeps its values and shows the server's field errors.
 */
export function saveWithToasts<V>(
  save: (values: V) => Promise<unknown>,
  messages: { success: string; failure(error: unknown): string },
): (values: V) => Promise<void> {
  return async (values) => {
    try {
      await save(values);
    } catch (error) {
      toast.error(messages.failure(error));
      throw error;
    }
    toast.success(messages.success);
  };
}

/** The text of whatever a save threw (the server's sentence for an API error). */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
