import { Button } from 'antd';
import { TEXT } from '@/texts';
import { ButtonLink } from './button-link';
import { paths } from './paths';

/** Cancel (back to the dashboard) and the submit button, which reads 'Saving...' while pending. */
export function FormActions({ saving, submitLabel }: { saving: boolean; submitLabel: string }) {
  return (
    <div className="cssa-form-actions">
      <ButtonLink to={paths.dashboard}>{TEXT.common.cancel}</ButtonLink>
      <Button type="primary" htmlType="submit" loading={saving}>
        {saving ? TEXT.common.saving : submitLabel}
      </Button>
    </div>
  );
}
