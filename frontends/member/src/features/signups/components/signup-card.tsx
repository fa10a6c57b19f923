import { useId } from 'react';
import { Button, Tag } from 'antd';
import { CalendarOutlined, CloseOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { confirm, formatDateAtTime, toast, type OwnSignup } from '@courtside/core';
import { eventTypeLabel } from '@courtside/domain';
import { TEXT } from '@/texts';
import { useCancelSignup } from '../api/cancel-signup';

/** One of the caller's sign-ups, with two ways to cancel it (SPEC.md 'My Sign-ups page'). */
export function SignupCard({ signup }: { signup: OwnSignup }) {
  const titleId = useId();
  const cancelSignup = useCancelSignup();
  const t = TEXT.mySignups;
  const pending = cancelSignup.isPending;

  async function handleCancel() {
    const accepted = await confirm({
      title: t.confirmTitle,
      body: t.confirmBody(signup.event_name),
      acceptLabel: t.accept,
      cancelLabel: t.decline,
      destructive: true,
    });
    if (!accepted) return;
    try {
      await cancelSignup.mutateAsync(signup.id);
      toast.success(t.cancelled);
    } catch (error) {
      toast.error(t.cancelFailed(error instanceof Error ? error.message : String(error)));
    }
  }

  return (
    <article className="csm-card" aria-labelledby={titleId}>
      <div className="csm-card__top">
        <div className="csm-tags">
          <Tag bordered={false}>{eventTypeLabel(signup.event_type)}</Tag>
          <Tag className={`csm-status csm-status--${signup.status}`}>{TEXT.status[signup.status]}</Tag>
        </div>
        <Button
          type="text"
          shape="circle"
          icon={<CloseOutlined aria-hidden />}
          aria-label={t.cancelIcon(signup.event_name)}
          disabled={pending}
          onClick={() => void handleCancel()}
        />
      </div>
      <h2 id={titleId} className="csm-card__title">
        {signup.event_name}
      </h2>
      {signup.event_description ? (
        <p className="csm-card__description csm-clamp-2">{signup.event_description}</p>
      ) : null}
      <ul className="csm-facts">
        <li>
          <CalendarOutlined aria-hidden />
          <span>{formatDateAtTime(signup.start_time)}</span>
        </li>
        {signup.location ? (
          <li>
            <EnvironmentOutlined aria-hidden />
            <span>{signup.location}</span>
          </li>
        ) : null}
      </ul>
      <div className="csm-card__footer csm-card__footer--end">
        <Button danger loading={pending} onClick={() => void handleCancel()}>
          {pending ? t.cancelPending : t.cancelButton}
        </Button>
      </div>
    </article>
  );
}
