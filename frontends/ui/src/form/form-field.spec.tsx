import { render, screen } from '@testing-library/react';
import { FormField } from './index';

describe('FormField', () => {
  it('ties the label, the error and the hint to the control', () => {
    render(
      <FormField
        name="name"
        label="Event Name"
        required
        error="Event name is required"
        hint="Shown on the card"
      >
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText(/Event Name/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAccessibleDescription('Event name is required Shown on the card');
  });

  it('keeps the error line in place when there is no error', () => {
    const { container } = render(
      <FormField name="location" label="Location">
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByLabelText('Location')).toHaveAttribute('aria-invalid', 'false');
    expect(container.querySelector('.cs-field__below')).toBeInTheDocument();
  });
});
