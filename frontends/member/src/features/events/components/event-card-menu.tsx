import { ApiError, formatCardDate, usePermissions, type ClubEvent } from '@courtside/core';
import type { EditScope } from '@courtside/domain';
import { ActionMenu, type ActionMenuItem } from '@courtside/ui/action-menu';
import { confirm } from '@courtside/ui/confirm';
import { messageOf } from '@courtside/ui/form-state';
import { CheckIcon, CloseIcon, DeleteIcon, EditIcon, PeopleIcon, RepeatIcon } from '@courtside/ui/icons';
import { MessageDialog } from '@courtside/ui/message-dialog';
import { toast } from '@courtside/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useChoiceDialog } from '@/lib/choice-dialog';
import { useShareItems } from '@/lib/share-event';
import { useCancelEvent, useReinstateEvent } from '../api/cancel-event';
import { useDeleteEvent } from '../api/delete-event';
import { useCancelDateDialog } from './cancel-date-dialog';
import { useScopeChoices } from './scope-question';

/**
 * Edit Event, View Signups, Draw (mix-ins), Share (a public event), Delete Event and, for a date of a series, Cancel this date (or
 * Reinstate): rendered only for `events:manage`. Deleting a date of a series asks how far.
 */
export function EventCardMenu({ event, onDeleted }: { event: ClubEvent; onDeleted?: () => void }) {
  const { t } = useTranslation(['member', 'common']);
  const navigate = useNavigate();
  const { can } = usePermissions();
  const scopes = useScopeChoices();
  const { ask, dialog } = useChoiceDialog<EditScope>();
  const remove = useDeleteEvent();
  const cancel = useCancelEvent();
  const reinstate = useReinstateEvent();
  const [messagingSeries, setMessagingSeries] = useState(false);
  const shareItems = useShareItems(event);
  const when = formatCardDate(event.start_time);
  const deleteConfirm = {
    title: t('deleteEvent.confirmTitle'),
    body: t('deleteEvent.confirmBody'),
    acceptLabel: t('deleteEvent.accept'),
    cancelLabel: t('common:cancel'),
    destructive: true,
  };
  const deleteFailure = (error: unknown) =>
    error instanceof ApiError && error.status === 403 ? t('deleteEvent.forbidden') : t('deleteEvent.failure');
  const cancelQuestion = useCancelDateDialog();

  /** Asks first, with an optional reason for the members. */
  async function cancelDate() {
    const answer = await cancelQuestion.ask(event.name, when);
    if (!answer) return;
    try {
      await cancel.mutateAsync({ id: event.id, reason: answer.reason });
    } catch (error) {
      toast.error(t('cancelDate.failure', { message: messageOf(error) }));
      return;
    }
    toast.success(t('cancelDate.success', { event: event.name, date: when }));
  }

  /** SPEC.md's question; for a date of a series, with the three scopes to choose from. */
  async function deleteEvent() {
    let scope: EditScope | null = null;
    if (event.series_id) {
      scope = await ask({ ...deleteConfirm, choices: scopes() });
      if (!scope) return;
    } else if (!(await confirm(deleteConfirm))) return;
    try {
      await remove.mutateAsync({ id: event.id, scope: scope ?? undefined });
    } catch (error) {
      toast.error(deleteFailure(error));
      return;
    }
    toast.success(t('deleteEvent.success'));
    onDeleted?.();
  }

  async function reinstateDate() {
    try {
      await reinstate.mutateAsync(event.id);
    } catch (error) {
      toast.error(t('reinstate.failure', { message: messageOf(error) }));
      return;
    }
    toast.success(t('reinstate.success', { event: event.name, date: when }));
  }

  /** Built when the menu opens (Share reads the club's switch then). */
  const items = (): ActionMenuItem[] =>
    [
      {
        key: 'edit',
        icon: <EditIcon />,
        label: t('card.editEvent'),
        onSelect: () => navigate(`/events/${event.id}/edit`),
      },
      {
        key: 'signups',
        icon: <PeopleIcon />,
        label: t('card.viewSignups'),
        onSelect: () => navigate(`/events/${event.id}/signups`),
      },
      ...(event.event_type === 'mixin'
        ? [
            {
              key: 'draw',
              icon: <PeopleIcon />,
              label: t('card.draw'),
              onSelect: () => navigate(`/events/${event.id}/draw`),
            },
          ]
        : []),
      ...(event.series_id
        ? [
            {
              key: 'message-series',
              icon: <RepeatIcon />,
              label: t('card.messageSeries'),
              onSelect: () => setMessagingSeries(true),
            },
          ]
        : []),
      ...shareItems(),
      event.status === 'cancelled'
        ? { key: 'reinstate', icon: <CheckIcon />, label: t('card.reinstate'), onSelect: reinstateDate }
        : null,
      event.status !== 'cancelled' && event.series_id
        ? {
            key: 'cancel',
            icon: <CloseIcon />,
            label: t('card.cancelDate'),
            onSelect: () => void cancelDate(),
          }
        : null,
      {
        key: 'delete',
        icon: <DeleteIcon />,
        label: t('card.deleteEvent'),
        danger: true,
        onSelect: () => {
          if (can('events:manage')) void deleteEvent();
          else toast.error(t('deleteEvent.forbidden'));
        },
      },
    ].filter((item) => item !== null);

  return (
    <>
      <ActionMenu
        label={t('card.actions', { event: event.name })}
        busy={remove.isPending || cancel.isPending || reinstate.isPending}
        items={items}
      />
      {dialog}
      {messagingSeries && event.series_id ? (
        <MessageDialog
          target={{ scope: 'series', id: event.series_id }}
          onClose={() => setMessagingSeries(false)}
        />
      ) : null}
      {cancelQuestion.dialog}
    </>
  );
}
