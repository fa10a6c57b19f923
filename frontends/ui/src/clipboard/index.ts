import { toast } from '@courtside/ui/toast';

/**
 * Puts `text` on the clipboard and says so in a toast. Without a clipboard (an insecure page, a
 * refusal) it says `failed` when given and runs `onFailed`, e.g. to select a field so the text can
 * be copied by hand. Answers whether it was copied.
 */
export async function copyToClipboard(
  text: string,
  { copied, failed, onFailed }: { copied: string; failed?: string; onFailed?: () => void },
): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    onFailed?.();
    if (failed) toast.error(failed);
    return false;
  }
  toast.success(copied);
  return true;
}
