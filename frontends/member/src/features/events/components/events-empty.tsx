import { Button, Empty } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { TEXT } from '@/texts';

/** No events at all, or none matching the search; managers may create the first one. */
export function EventsEmpty({ searching, onCreate }: { searching: boolean; onCreate?: () => void }) {
  const title = searching ? TEXT.events.noResultsTitle : TEXT.events.emptyTitle;
  const body = searching ? TEXT.events.noResultsBody : TEXT.events.emptyBody;
  return (
    <div className="csm-empty">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong className="csm-empty__title">{title}</strong>
            <span className="csm-empty__body">{body}</span>
          </>
        }
      >
        {!searching && onCreate ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onCreate}>
            {TEXT.events.createFirstEvent}
          </Button>
        ) : null}
      </Empty>
    </div>
  );
}
