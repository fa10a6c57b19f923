import { useNavigate } from 'react-router';
import { DeleteOutlined, EditOutlined, TeamOutlined } from '@ant-design/icons';
import { ApiError, confirm, toast, usePermissions, type ClubEvent } from '@courtside/core';
import { ActionMenu } from '@/lib/action-menu';
import { TEXT } from '@/texts';
import { useDeleteEvent } from '../api/delete-event';

/** Edit Event, View Signups and Delete Event: rendered only for `events:manage`. */
export function EventCardMenu({ event }: { event: ClubEvent }) {
  const navigate = useNavigate();
  const { can } = usePermissions();
  const deleteEvent = useDeleteEvent();

  async function handleDelete() {
    if (!can('events:manage')) {
      toast.error(TEXT.deleteEvent.forbidden);
      return;
    }
    const accepted = await confirm({
      title: TEXT.deleteEvent.confirmTitle,
      body: TEXT.deleteEvent.confirmBody,
      acceptLabel: TEXT.deleteEvent.accept,
      cancelLabel: TEXT.deleteEvent.decline,
      destructive: true,
    });
    if (!accepted) return;
    try {
      await deleteEvent.mutateAsync(event.id);
      toast.success(TEXT.deleteEvent.success);
    } catch (error) {
      toast.error(
        error instanceof ApiError && error.status === 403
          ? TEXT.deleteEvent.forbidden
          : TEXT.deleteEvent.failure,
      );
    }
  }

  return (
    <ActionMenu
      label={TEXT.card.actions}
      busy={deleteEvent.isPending}
      items={[
        {
          key: 'edit',
          icon: <EditOutlined aria-hidden />,
          label: TEXT.card.editEvent,
          onSelect: () => navigate(`/events/${event.id}/edit`),
        },
        {
          key: 'signups',
          icon: <TeamOutlined aria-hidden />,
          label: TEXT.card.viewSignups,
          onSelect: () => navigate(`/events/${event.id}/signups`),
        },
        {
          key: 'delete',
          icon: <DeleteOutlined aria-hidden />,
          label: TEXT.card.deleteEvent,
          danger: true,
          onSelect: () => void handleDelete(),
        },
      ]}
    />
  );
}
