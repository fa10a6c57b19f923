import { useNavigate } from 'react-router';
import { toast, type EventInput } from '@courtside/core';
import { TEXT } from '@/texts';
import { useCreateEvent } from '../api/create-event';
import { EMPTY_EVENT_FORM } from '../utils/event-form-values';
import { EventForm } from './event-form';
import { EVENTS_PATH, EventFormPage } from './event-form-page';

export function CreateEvent() {
  const navigate = useNavigate();
  const createEvent = useCreateEvent();
  const t = TEXT.eventForm;

  async function save(input: EventInput) {
    try {
      await createEvent.mutateAsync(input);
    } catch (error) {
      toast.error(t.createFailed);
      throw error;
    }
    toast.success(t.created);
  }

  return (
    <EventFormPage title={t.createTitle} subtitle={t.createSubtitle}>
      <EventForm
        initialValues={EMPTY_EVENT_FORM}
        submitLabel={t.submitCreate}
        onSubmit={save}
        onSaved={() => navigate(EVENTS_PATH)}
        onCancel={() => navigate(EVENTS_PATH)}
      />
    </EventFormPage>
  );
}
