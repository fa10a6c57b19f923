import { act, render, screen, within } from '@testing-library/react';
import '@courtside/core';
import { Toaster } from '@courtside/ui/toast';
import { copyToClipboard } from './index';

function clipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('copyToClipboard', () => {
  it('copies and says so', async () => {
    render(<Toaster />);
    const written: string[] = [];
    clipboard(async (text) => void written.push(text));
    let ok = false;
    await act(async () => {
      ok = await copyToClipboard('https://example.test/e/1', { copied: 'Link copied', failed: 'No' });
    });
    expect(ok).toBe(true);
    expect(written).toEqual(['https://example.test/e/1']);
    expect(within(screen.getByRole('region')).getByText('Link copied')).toBeInTheDocument();
  });

  it('without a clipboard says what failed and lets the caller offer the text by hand', async () => {
    render(<Toaster />);
    clipboard(() => Promise.reject(new Error('denied')));
    const onFailed = jest.fn();
    let ok = true;
    await act(async () => {
      ok = await copyToClipboard('x', { copied: 'Copied', failed: 'Could not copy', onFailed });
    });
    expect(ok).toBe(false);
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(within(screen.getByRole('region')).getByText('Could not copy')).toBeInTheDocument();
  });
});
