import { formatLongDateTime, useAuth, usePermissions, type ClubEvent, type EventDraw } from '@courtside/core';
import { BackLink } from '@courtside/ui/back-link';
import { Button, ButtonLink } from '@courtside/ui/button';
import { PeopleIcon } from '@courtside/ui/icons';
import { confirm } from '@courtside/ui/confirm';
import { messageOf } from '@courtside/ui/form-state';
import { PageHeader } from '@courtside/ui/page';
import { Alert, EmptyState, Spinner } from '@courtside/ui/states';
import { toast } from '@courtside/ui/toast';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useMatch, useParams } from 'react-router';
import { useCheckInCode } from '@/features/attendance/api/attendance';
import { useClubUsers } from '@/features/club-users/api/get-club-users';
import { useDraw } from '@/features/draws/api/get-draw';
import { useMakeDraw } from '@/features/draws/api/make-draw';
import type { DrawFormPlayer } from '@/features/draws/components/attendance-list';
import { ClubhouseLinkPanel, useClubhouseLink } from '@/features/draws/components/clubhouse-link';
import { ClubhouseView } from '@/features/draws/components/clubhouse-view';
import { DrawEditor } from '@/features/draws/components/draw-editor';
import { DrawPrintView } from '@/features/draws/components/draw-print-view';
import { DrawSettingsForm } from '@/features/draws/components/draw-settings-form';
import { useDrawForm } from '@/features/draws/components/use-draw-form';
import { attendanceInput, toMakeDrawInput } from '@/features/draws/utils/draw-form-values';
import { useEvent } from '@/features/events/api/get-event';
import { useEventSignups } from '@/features/signups/api/get-event-signups';
import '@/i18n-draw';
import { formatLevel, useClub } from '@/lib/levels';
import { CopyForWhatsAppButton, drawForWhatsApp } from '@/lib/copy-for-whatsapp';
import { ClubAdminFrame } from './club-admin-frame';

/**
 * '/events/:id/draw/*' (exposed as ./EventDrawPage): an event's mix-in draw for its organisers,
 * with its print view ('print') and the clubhouse screen ('clubhouse').
 */
export default function EventDrawPage() {
  const { id = '' } = useParams();
  return (
    <ClubAdminFrame capability="events:manage">
      <EventDrawScreens key={id} eventId={id} />
    </ClubAdminFrame>
  );
}

function EventDrawScreens({ eventId }: { eventId: string }) {
  const { t } = useTranslation('club-admin-draw');
  const { club } = useAuth();
  const event = useEvent(eventId);
  const draw = useDraw(eventId);
  // The clubhouse screen shows the self check-in QR code; only that screen asks for it.
  const checkInCode = useCheckInCode(eventId, { enabled: useMatch('/events/:id/draw/clubhouse') !== null });
  const back = <BackLink to={`/events/${eventId}/signups`}>{t('backToSignups')}</BackLink>;
  if (event.isPending || draw.isPending) {
    return (
      <>
        {back}
        <Spinner label={t('loading')} showLabel inline />
      </>
    );
  }
  if (event.isError || draw.isError) {
    return (
      <>
        {back}
        <Alert>{t('loadError', { message: (event.error ?? draw.error)?.message ?? '' })}</Alert>
      </>
    );
  }
  const noDraw = (
    <>
      <BackLink to={`/events/${eventId}/draw`}>{t('backToDraw')}</BackLink>
      <EmptyState title={t('result.noneTitle')} body={t('result.noneBody')} />
    </>
  );
  return (
    <Routes>
      <Route index element={<DrawWorkspace event={event.data} draw={draw.data} back={back} />} />
      <Route
        path="print"
        element={draw.data ? <DrawPrintView draw={draw.data} event={event.data} /> : noDraw}
      />
      <Route
        path="clubhouse"
        element={
          draw.data ? (
            <ClubhouseView
              draw={draw.data}
              event={event.data}
              timeZone={club?.timezone}
              clubName={club?.name}
              checkInUrl={checkInCode.data?.url}
            />
          ) : (
            noDraw
          )
        }
      />
      <Route path="*" element={<Navigate to={`/events/${eventId}/draw`} replace />} />
    </Routes>
  );
}

/**
 * The draw's settings and the draw: four features met here (the event, its confirmed sign-ups,
 * the club's users for their levels, the draw), as features do not import each other.
 */
function DrawWorkspace({ event, draw, back }: { event: ClubEvent; draw: EventDraw | null; back: ReactNode }) {
  const { t } = useTranslation('club-admin-draw');
  const { can } = usePermissions();
  const signups = useEventSignups(event.id);
  const users = useClubUsers({ enabled: can('club-users:read') });
  const club = useClub();
  const { club: publicClub } = useAuth();
  const clubhouse = useClubhouseLink(event.id);
  const header = (
    <>
      {back}
      <PageHeader
        title={t('title', { event: event.name })}
        subtitle={[formatLongDateTime(event.start_time), event.location].filter(Boolean).join(' · ')}
        actions={
          <div className="csa-draw-header-actions">
            {draw ? <CopyForWhatsAppButton text={() => drawForWhatsApp(event, draw)} /> : null}
            <Button loading={clubhouse.opening} onClick={() => void clubhouse.open()}>
              {t('clubhouseLink.open')}
            </Button>
            <ButtonLink to={`/events/${event.id}/attendance`} icon={<PeopleIcon />}>
              {t('attendance')}
            </ButtonLink>
          </div>
        }
      />
      {clubhouse.link ? <ClubhouseLinkPanel link={clubhouse.link} timeZone={publicClub?.timezone} /> : null}
    </>
  );
  if (signups.isPending) {
    return (
      <>
        {header}
        <Spinner label={t('loading')} showLabel inline />
      </>
    );
  }
  if (signups.isError) {
    return (
      <>
        {header}
        <Alert>{t('loadError', { message: signups.error.message })}</Alert>
      </>
    );
  }
  const scale = club.data?.rating_scale ?? null;
  const levels = new Map((users.data ?? []).map((u) => [u.id, u.level]));
  const players: DrawFormPlayer[] = signups.data
    .flatMap((s) =>
      // A sign-up kept without its person (a past event's 'Former member') is no one to draw.
      s.status === 'confirmed' && s.user_id !== null && s.email !== null
        ? [{ ...s, user_id: s.user_id, email: s.email }]
        : [],
    )
    .map((s) => {
      const level = levels.get(s.user_id) ?? null;
      return {
        user_id: s.user_id,
        name: s.name || s.email.split('@')[0],
        level: scale && level !== null ? formatLevel(scale, level) : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  return (
    <>
      {header}
      <DrawScreen event={event} draw={draw} players={players} scale={scale} />
    </>
  );
}

function DrawScreen({
  event,
  draw,
  players,
  scale,
}: {
  event: ClubEvent;
  draw: EventDraw | null;
  players: DrawFormPlayer[];
  scale: Parameters<typeof DrawEditor>[0]['scale'];
}) {
  const { t } = useTranslation(['club-admin-draw', 'common']);
  const playerIds = players.map((p) => p.user_id);
  const form = useDrawForm({
    draw,
    playerIds,
    courtName: (n) => t('form.courtName', { n }),
    event,
  });
  const make = useMakeDraw(event.id);
  const cancelled = event.status === 'cancelled';

  async function onMake() {
    if (!form.submit()) return;
    if (draw) {
      const accepted = await confirm({
        title: t('make.replaceTitle'),
        body: t('make.replaceBody'),
        acceptLabel: t('make.replaceAccept'),
        cancelLabel: t('common:cancel'),
      });
      if (!accepted) return;
    }
    try {
      await make.mutateAsync(toMakeDrawInput(form.values, playerIds));
    } catch (error) {
      form.refused(error);
      toast.error(t('make.failure', { message: messageOf(error) }));
      return;
    }
    toast.success(t('make.success'));
    requestAnimationFrame(() => document.getElementById('draw-result-title')?.scrollIntoView?.());
  }

  return (
    <>
      {cancelled ? <Alert kind="info">{t('cancelled')}</Alert> : null}
      {!cancelled && !draw && players.length < 4 ? (
        <Alert kind="info">{t('tooFewConfirmed', { count: players.length })}</Alert>
      ) : null}
      {cancelled ? null : (
        <DrawSettingsForm
          form={form}
          players={players}
          hasDraw={draw !== null}
          published={draw?.published_at != null}
          making={make.isPending}
          onMake={() => void onMake()}
        />
      )}
      {draw ? (
        <DrawEditor
          eventId={event.id}
          draw={draw}
          startTime={event.start_time}
          scale={scale}
          editable={!cancelled}
          attendance={() => attendanceInput(form.values, playerIds)}
        />
      ) : (
        <EmptyState title={t('result.noneTitle')} body={t('result.noneBody')} />
      )}
    </>
  );
}
