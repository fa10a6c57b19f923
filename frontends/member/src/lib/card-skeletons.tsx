import { Skeleton } from '@courtside/ui/states';

/** Placeholder cards in the grid while a list loads (SPEC.md section 9: six events, three sign-ups). */
export function CardSkeletons({ count, label, testId }: { count: number; label: string; testId: string }) {
  return (
    <div className="csm-grid" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="cs-card csm-card" data-testid={testId}>
          <Skeleton width="30%" />
          <Skeleton width="70%" height="1.3em" />
          <Skeleton width="95%" />
          <Skeleton width="80%" />
          <Skeleton width="100%" height={36} />
        </div>
      ))}
    </div>
  );
}
