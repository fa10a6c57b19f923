import { act, render, screen, within } from '@testing-library/react';
// The app's i18n instance, as the host has it.
import '@courtside/core';
import { Toaster, toast } from './index';

describe('toasts', () => {
  it('show one success at a time (the newest), and keep errors until dismissed', () => {
    render(<Toaster />);
    const region = () => within(screen.getByRole('region'));
    act(() => toast.success('Saved the first'));
    act(() => toast.error('Could not save the other'));
    act(() => toast.success('Saved the second'));
    expect(region().queryByText('Saved the first')).not.toBeInTheDocument();
    expect(region().getByText('Saved the second')).toBeInTheDocument();
    expect(region().getByText('Could not save the other')).toBeInTheDocument();
    expect(region().getAllByRole('status')).toHaveLength(1);
  });
});
