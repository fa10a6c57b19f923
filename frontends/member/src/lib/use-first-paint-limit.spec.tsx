import { render, screen } from '@testing-library/react';
import { useFirstPaintLimit } from './use-first-paint-limit';

const ITEMS = Array.from({ length: 12 }, (_, i) => `Item ${i + 1}`);

function List({ onRender }: { onRender(count: number): void }) {
  const limit = useFirstPaintLimit(4);
  const shown = ITEMS.slice(0, limit);
  onRender(shown.length);
  return (
    <ul>
      {shown.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

describe('useFirstPaintLimit', () => {
  it('draws the first items in the first render and every item straight after', async () => {
    const renders: number[] = [];
    render(<List onRender={(count) => renders.push(count)} />);
    expect(await screen.findByText('Item 12')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(renders[0]).toBe(4);
    expect(renders.at(-1)).toBe(12);
  });
});
