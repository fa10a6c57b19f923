import type { ReactNode } from 'react';
import { Empty } from 'antd';

/** The dashed box of an empty list: a title, a line of explanation and perhaps a way on. */
export function EmptyState({ title, body, children }: { title: string; body: string; children?: ReactNode }) {
  return (
    <div className="csa-empty">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong className="csa-empty__title">{title}</strong>
            <span className="csa-empty__body">{body}</span>
          </>
        }
      >
        {children}
      </Empty>
    </div>
  );
}
