import { useNavigate } from 'react-router';
import { saveWithToasts } from '@courtside/ui/form-state';
import { type EventInput } from '@courtside/core';
import { useTranslation } from 'react-i18next';
import { useCreateEvent } from '../api/create-event';
import { EMPTY_EVENT_FORM } from '../utils/event-form-values';
import { EventForm } from './event-form';
import { EVENTS_PATH, EventFormPage } from './event-form-page';

export function CreateEvent() {
  const { t } = useTranslation('member', { keyPrefix: 'eventForm' });
  const navigate = useNavigate();
  const createEvent = useCreateEvent();

  const save = saveWithToasts((input: EventInput) => createEvent.mutateAsync(input), {
    success: t('created'),
    failure: () => t('createFailed'),
  });

  return (
    <EventFormPage title={t('createTitle')} subtitle={t('createSubtitle')}>
      <EventForm
        initialValues={EMPTY_EVENT_FORM}
        submitLabel={t('submitCreate')}
        onSubmit={save}
        onSaved={() => navigate(EVENTS_PATH)}
        onCancel={() => navigate(EVENTS_PATH)}
      />
    </EventFormPage>
  );
}
