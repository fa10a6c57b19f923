import { useNavigate } from 'react-router';
import { Alert, Button, Empty, Skeleton } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { TEXT } from '@/texts';
import { useMySignups } from '../api/get-my-signups';
import { SignupCard } from './signup-card';

/** SPEC.md section 9: three skeleton cards while the sign-ups load. */
export const SIGNUP_SKELETON_COUNT = 3;

/** The /my-signups list in its loading, error and empty states. */
export function MySignupsView() {
  const navigate = useNavigate();
  const signups = useMySignups();
  const t = TEXT.mySignups;

  if (signups.isPending) {
    return (
      <div className="csm-grid" role="status" aria-busy="true" aria-label={t.loading}>
        {Array.from({ length: SIGNUP_SKELETON_COUNT }, (_, i) => (
          <div key={i} className="csm-card" data-testid="signup-card-skeleton">
            <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
    );
  }
  if (signups.isError) return <Alert type="error" showIcon message={t.loadError(signups.error.message)} />;
  if (signups.data.length === 0) {
    return (
      <div className="csm-empty">
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <>
              <strong className="csm-empty__title">{t.emptyTitle}</strong>
              <span className="csm-empty__body">{t.emptyBody}</span>
            </>
          }
        >
          <Button type="primary" icon={<CalendarOutlined aria-hidden />} onClick={() => navigate('/events')}>
            {t.browseEvents}
          </Button>
        </Empty>
      </div>
    );
  }
  return (
    <ul className="csm-grid" aria-label={t.title}>
      {signups.data.map((signup) => (
        <li key={signup.id}>
          <SignupCard signup={signup} />
        </li>
      ))}
    </ul>
  );
}
