import type { RoomWarning } from '@roomtone/acoustics';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { WarningsList } from './warnings-list.tsx';

const warnings = [
  {
    code: 'sabine-coefficient-above-0.30',
    message: 'Sabine: the coefficient at one or more bands exceeds 0.30.',
    surfaces: [
      { index: 0, name: 'Carpet', bands: [500] },
      { index: 1, name: '', bands: [1000, 2000] },
    ],
  },
  { code: 'sabine-proportions', message: 'Sabine: the room exceeds Sabine proportions (ISO 354).' },
] as unknown as RoomWarning[];

describe('WarningsList', () => {
  it('condenses the warnings into one summary with their count, details on demand', () => {
    renderWithProviders(<WarningsList warnings={warnings} />);
    expect(screen.getByRole('alert')).toHaveTextContent('2 warnings');
    expect(screen.queryByText(/Surface #1/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show details' }));
    expect(screen.getByText(/Surface #1 Carpet:/)).toBeInTheDocument();
    const unnamed = screen.getByText(/Surface #2/);
    expect(unnamed.textContent).toMatch(/^Surface #2: /);
    expect(unnamed.textContent).not.toContain('Surface #2 :');
  });
});
