import { messageOf } from '@courtside/ui/form-state';
import { toast } from '@courtside/ui/toast';
import { useTranslation } from 'react-i18next';
import { useChoiceDialog } from '@/lib/choice-dialog';
import { useUnsubscribe } from '../api/subscribe';

type Answer = 'keep' | 'cancel';

/**
 * Stopping a standing sign-up asks whether the sign-ups it made for the coming dates go too
 * (API.md section 8: they stay unless `cancel_future`). Render `dialog` beside the button.
 */
export function useStopStandingSignup() {
  const { t } = useTranslation('member', { keyPrefix: 'standing' });
  const unsubscribe = useUnsubscribe();
  const { ask, dialog } = useChoiceDialog<Answer>();

  async function stop({ seriesId, name }: { seriesId: string; name: string }) {
    const answer = await ask({
      title: t('stopTitle'),
      body: t('stopBody', { event: name }),
      choices: [
        { value: 'keep', label: t('keepFuture'), hint: t('keepFutureHint') },
        { value: 'cancel', label: t('cancelFuture'), hint: t('cancelFutureHint') },
      ],
      acceptLabel: t('stop'),
    });
    if (!answer) return;
    try {
      await unsubscribe.mutateAsync({ seriesId, cancelFuture: answer === 'cancel' });
    } catch (error) {
      toast.error(t('stopFailed', { message: messageOf(error) }));
      return;
    }
    toast.success(t(answer === 'cancel' ? 'stoppedAndCancelled' : 'stopped', { event: name }));
  }

  return { stop, dialog, isPending: unsubscribe.isPending };
}
