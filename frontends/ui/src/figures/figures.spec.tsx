import { render, screen } from '@testing-library/react';
import { Figures } from './index';

describe('figures', () => {
  it('lists each figure as a term and its number, in order', () => {
    render(
      <Figures
        figures={[
          { id: 'attended', label: 'Evenings attended', value: 12 },
          { id: 'no-shows', label: 'No-shows', value: 0 },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Evenings attended', 'No-shows']);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['12', '0']);
  });
});
