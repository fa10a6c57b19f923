import { useNavigate } from 'react-router';
import { Alert, Skeleton } from 'antd';
import { ApiError, toast, type EventInput } from '@courtside/core';
import { TEXT } from '@/texts';
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
  const navigate = useNavigate();
  const updateEvent = useUpdateEvent();
  const found = useEventToEdit(id);
  const t = TEXT.eventForm;

  async function save(input: EventInput) {
    try {
      await updateEvent.mutateAsync({ id, input });
    } catch (error) {
      toast.error(t.updateFailed);
      throw error;
    }
    toast.success(t.updated);
  }

  return (
    <EventFormPage title={t.editTitle} subtitle={found.status === 'found' ? t.editSubtitle : undefined}>
      {found.status === 'loading' ? (
        <div role="status" aria-busy="true" aria-label={TEXT.editEvent.loading}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </div>
      ) : found.status === 'error' ? (
        <Alert type="error" showIcon message={TEXT.editEvent.loadError(found.message)} />
      ) : found.status === 'missing' ? (
        <Alert type="warning" showIcon message={TEXT.editEvent.notFound} />
      ) : (
        <EventForm
          key={found.event.id}
          initialValues={eventToFormValues(found.event)}
          submitLabel={t.submitEdit}
          onSubmit={save}
          onSaved={() => navigate(EVENTS_PATH)}
          onCancel={() => navigate(EVENTS_PATH)}
        />
      )}
    </EventFormPage>
  );
}
