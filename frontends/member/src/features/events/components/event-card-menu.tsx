import { ApiError, usePermissions, type ClubEvent } from '@courtside/core';
import { ActionMenu } from '@courtside/ui/action-menu';
import { useConfirmedAction } from '@courtside/ui/confirm';
import { DeleteIcon, EditIcon, PeopleIcon } from '@courtside/ui/icons';
import { toast } from '@courtside/ui/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteEvent } from '../api/delete-event';

/** Edit Event, View Signups and Delete Event: rendered only for `events:manage`. */
export function EventCardMenu({ event }: { event: ClubEvent }) {
  const { t } = useTranslation(['member', 'common']);
  const navigate = useNavigate();
  const { can } = usePermissions();
  const deleteEvent = useConfirmedAction(useDeleteEvent(), {
    confirm: {
      title: t('deleteEvent.confirmTitle'),
      body: t('deleteEvent.confirmBody'),
      acceptLabel: t('deleteEvent.accept'),
      cancelLabel: t('common:cancel'),
      destructive: true,
    },
    success: () => t('deleteEvent.success'),
    failure: (error) =>
      error instanceof ApiError && error.status === 403
        ? t('deleteEvent.forbidden')
        : t('deleteEvent.failure'),
  });

  return (
    <ActionMenu
      label={t('card.actions')}
      busy={deleteEvent.isPending}
      items={[
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
        {
          key: 'delete',
          icon: <DeleteIcon />,
          label: t('card.deleteEvent'),
          danger: true,
          onSelect: () =>
            can('events:manage') ? void deleteEvent.run(event.id) : toast.error(t('deleteEvent.forbidden')),
        },
      ]}
    />
  );
}
