import { useNavigate } from 'react-router';
import { saveWithToasts } from '@courtside/ui/form-state';
import { ApiError, type ClubEvent, type EventInput, type Series } from '@courtside/core';
import { presetRule, type EditScope } from '@courtside/domain';
import { Alert, SkeletonBlock } from '@courtside/ui/states';
import { useTranslation } from 'react-i18next';
import { useChoiceDialog } from '@/lib/choice-dialog';
import { useEvent } from '../api/get-event';
import { useEventPages } from '../api/get-event-pages';
import { useSeries } from '../api/get-series';
import { useUpdateEvent } from '../api/update-event';
import { eventToFormValues, type EventFormValues } from '../utils/event-form-values';
import { CUSTOM_RULE } from '../utils/repeat-rule';
import { EventForm } from './event-form';
import { EVENTS_PATH, EventFormPage } from './event-form-page';
import { useScopeChoices } from './scope-question';

type Found =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'missing' }
  | { status: 'found'; event: ClubEvent; series?: Series };

/**
 * Finds the event in the loaded event list (SPEC.md); one that is not there (a past event,
 * say) is read on its own. A date of a series brings its series (the repeat fields).
 */
function useEventToEdit(id: string): Found {
  const list = useEventPages('');
  const listed = list.data?.items.find((event) => event.id === id);
  const single = useEvent(id, { enabled: list.isSuccess && !listed });
  const event = listed ?? (single.isPlaceholderData ? undefined : single.data);
  const series = useSeries(event?.series_id);
  if (list.isPending) return { status: 'loading' };
  if (list.isError) return { status: 'error', message: list.error.message };
  if (!event) {
    if (single.isError) {
      return single.error instanceof ApiError && single.error.status === 404
        ? { status: 'missing' }
        : { status: 'error', message: single.error.message };
    }
    return { status: 'loading' };
  }
  if (!event.series_id) return { status: 'found', event };
  if (series.isPending) return { status: 'loading' };
  if (series.isError) return { status: 'error', message: series.error.message };
  return { status: 'found', event, series: series.data };
}

/**
 * A date of a series sends its repeat fields only when they changed, so the server keeps the
 * series' own rule; a preset chosen anew goes as its rule from this date (replacing a custom one).
 */
function seriesInput(input: EventInput, values: EventFormValues, initial: EventFormValues): EventInput {
  const { rule: _rule, repeat_until: _until, ...fields } = input;
  const ruleChanged =
    values.recurring_pattern !== initial.recurring_pattern || values.rule.trim() !== initial.rule;
  const untilChanged = values.repeat_until !== initial.repeat_until;
  return {
    ...fields,
    ...(ruleChanged
      ? {
          rule:
            values.recurring_pattern === CUSTOM_RULE
              ? values.rule.trim()
              : presetRule(values.recurring_pattern as 'daily' | 'weekly' | 'monthly', values.event_date),
        }
      : {}),
    ...(untilChanged ? { repeat_until: values.repeat_until || null } : {}),
  };
}

export function EditEvent({ id }: { id: string }) {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const updateEvent = useUpdateEvent();
  const found = useEventToEdit(id);
  const scopes = useScopeChoices();
  const { ask, dialog } = useChoiceDialog<EditScope>();

  const update = saveWithToasts(
    (change: { input: EventInput; scope?: EditScope }) => updateEvent.mutateAsync({ id, ...change }),
    { success: t('eventForm.updated'), failure: () => t('eventForm.updateFailed') },
  );

  async function save(
    input: EventInput,
    values: EventFormValues,
    initial: EventFormValues,
    event: ClubEvent,
  ) {
    if (!event.series_id) return update({ input });
    const scope = await ask({
      title: t('scope.editTitle'),
      body: t('scope.editBody', { event: event.name }),
      choices: scopes({
        ruleChanged:
          values.recurring_pattern !== initial.recurring_pattern || values.rule.trim() !== initial.rule,
        untilChanged: values.repeat_until !== initial.repeat_until,
        dateMoved: values.event_date !== initial.event_date,
      }),
      acceptLabel: t('eventForm.submitEdit'),
    });
    // Not saved, and nothing to say: the form stays as it was.
    if (!scope) throw new Error('not saved');
    return update({ input: seriesInput(input, values, initial), scope });
  }

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
        <EditEventForm found={found} onSave={save} onDone={() => navigate(EVENTS_PATH)} />
      )}
      {dialog}
    </EventFormPage>
  );
}

function EditEventForm({
  found: { event, series },
  onSave,
  onDone,
}: {
  found: { event: ClubEvent; series?: Series };
  onSave(
    input: EventInput,
    values: EventFormValues,
    initial: EventFormValues,
    event: ClubEvent,
  ): Promise<void>;
  onDone(): void;
}) {
  const { t } = useTranslation('member');
  const initial = eventToFormValues(event, series);
  return (
    <EventForm
      key={event.id}
      initialValues={initial}
      repeatMode={series ? 'series' : 'single'}
      submitLabel={t('eventForm.submitEdit')}
      onSubmit={(input, values) => onSave(input, values, initial, event)}
      onSaved={onDone}
      onCancel={onDone}
    />
  );
}
