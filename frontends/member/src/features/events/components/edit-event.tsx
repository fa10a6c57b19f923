import { useNavigate } from 'react-router';
import { saveWithToasts } from '@courtside/ui/form-state';
import { ApiError, type EventInput } from '@courtside/core';
import { Alert, SkeletonBlock } from '@courtside/ui/states';
import { useTranslation } from 'react-i18next';
import { useEvent } from '../api/get-event';
import { useEvents } from '../api/get-events';
import { useUpdateEvent } from '../api/update-event';
import { eventToFormValues } from '../utils/event-form-values';
import { EventForm } from './event-form';
import { EVENTS_PATH, EventFormPage } from './event-form-page';

/**
 * Finds the event in the loaded event list (SPEC.md); one that is not there (a past event,
 * say) is read on its own.
 */
function useEventToEdit(id: string) {
  const list = useEvents();
  const listed = list.data?.find((event) => event.id === id);
  const single = useEvent(id, { enabled: list.isSuccess && !listed });
  if (list.isPending) return { status: 'loading' as const };
  if (list.isError) return { status: 'error' as const, message: list.error.message };
  if (listed) return { status: 'found' as const, event: listed };
  if (single.isPending) return { status: 'loading' as const };
  if (single.isError) {
    return single.error instanceof ApiError && single.error.status === 404
      ? { status: 'missing' as const }
      : { status: 'error' as const, message: single.error.message };
  }
  return { status: 'found' as const, event: single.data };
}

export function EditEvent({ id }: { id: string }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const updateEvent = useUpdateEvent();
  const found = useEventToEdit(id);

  const save = saveWithToasts((input: EventInput) => updateEvent.mutateAsync({ id, input }), {
    success: t('eventForm.updated'),
    failure: () => t('eventForm.updateFailed'),
  });

  return (
    <EventFormPage
      title={t('eventForm.editTitle')}
      subtitle={found.status === 'found' ? t('eventForm.editSubtitle') : undefined}
    >
      {found.status === 'loading' ? (
        <SkeletonBlock label={t('editEvent.loading')} lines={8} />
      ) : found.status === 'error' ? (
        <Alert>{t('editEvent.loadError', { message: found.message })}</Alert>
      ) : found.status === 'missing' ? (
        <Alert kind="warning">{t('editEvent.notFound')}</Alert>
      ) : (
        <EventForm
          key={found.event.id}
          initialValues={eventToFormValues(found.event)}
          submitLabel={t('eventForm.submitEdit')}
          onSubmit={save}
          onSaved={() => navigate(EVENTS_PATH)}
          onCancel={() => navigate(EVENTS_PATH)}
        />
      )}
    </EventFormPage>
  );
}
