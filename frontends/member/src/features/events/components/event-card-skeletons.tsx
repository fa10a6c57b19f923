import { Skeleton } from 'antd';
import { TEXT } from '@/texts';

/** SPEC.md section 9: six skeleton cards while the events load. */
export const EVENT_SKELETON_COUNT = 6;

export function EventCardSkeletons() {
  return (
    <div className="csm-grid" role="status" aria-busy="true" aria-label={TEXT.events.loading}>
      {Array.from({ length: EVENT_SKELETON_COUNT }, (_, i) => (
        <div key={i} className="csm-card" data-testid="event-card-skeleton">
          <Skeleton active title={{ width: '70%' }} paragraph={{ rows: 4 }} />
          <Skeleton.Button active block />
        </div>
      ))}
    </div>
  );
}
