import type { Finish } from '@roomtone/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { useFinishGrid } from '../hooks/use-finish-grid.ts';
import { FinishesGrid } from './finishes-grid.tsx';

function finish(id: string, name: string, a125: number): Finish {
  return {
    id,
    finishId: null,
    categoryId: null,
    categoryName: null,
    categoryIsPublic: false,
    organizationId: 'o1',
    isSponsor: false,
    name,
    description: `${name} description`,
    altkeywords: '',
    manufacturer: '',
    model: '',
    thickness: '',
    density: '',
    mounting: '',
    feat1: '',
    feat2: '',
    feat3: '',
    feat4: '',
    feat5: '',
    suggest: false,
    unit: 'coefficient',
    a63: null,
    a125,
    a250: 0.2,
    a500: 0.3,
    a1000: 0.4,
    a2000: 0.5,
    a4000: 0.6,
    nrc: 0.35,
    finishName: name,
    finishDetails: '',
    source: '',
    flags: '',
    createdBy: null,
    createdOn: '2024-01-01T00:00:00.000Z',
    updatedOn: '2024-01-01T00:00:00.000Z',
  };
}

const FINISHES = [finish('f1', 'Plaster', 0.01), finish('f2', 'Carpet', 0.05)];

function Harness() {
  const grid = useFinishGrid(FINISHES);
  return <FinishesGrid finishes={FINISHES} grid={grid} />;
}

function renderGrid() {
  renderWithProviders(<Harness />);
}

const fetchMock = vi.fn();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('the finishes grid', () => {
  it('shows every finish with two-decimal coefficients, its NRC, and an empty row for a new one', () => {
    renderGrid();
    expect(screen.getByLabelText('125 Hz, Plaster')).toHaveValue('0.01');
    expect(screen.getByLabelText('4000 Hz, Carpet')).toHaveValue('0.60');
    expect(screen.getAllByText('0.35')).toHaveLength(2);
    expect(screen.getByLabelText('Name, new finish')).toHaveValue('');
  });

  it('moves between cells with the arrow keys and Enter, sideways only at the edges of the text', () => {
    renderGrid();
    const cell = screen.getByLabelText('125 Hz, Plaster') as HTMLInputElement;
    cell.focus();
    fireEvent.keyDown(cell, { key: 'ArrowDown' });
    expect(screen.getByLabelText('125 Hz, Carpet')).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(screen.getByLabelText('125 Hz, new finish')).toHaveFocus();
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    const carpet = screen.getByLabelText('125 Hz, Carpet') as HTMLInputElement;
    expect(carpet).toHaveFocus();
    carpet.setSelectionRange(1, 1);
    fireEvent.keyDown(carpet, { key: 'ArrowRight' });
    expect(carpet).toHaveFocus();
    carpet.setSelectionRange(carpet.value.length, carpet.value.length);
    fireEvent.keyDown(carpet, { key: 'ArrowRight' });
    expect(screen.getByLabelText('250 Hz, Carpet')).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('marks a value that is not a number without sending it, and Escape undoes the cell', async () => {
    renderGrid();
    const cell = screen.getByLabelText('500 Hz, Plaster');
    cell.focus();
    fireEvent.change(cell, { target: { value: 'lots' } });
    fireEvent.blur(cell, { relatedTarget: screen.getByLabelText('500 Hz, Carpet') });
    expect(await screen.findByTitle('Must be a number')).toBe(cell);
    expect(cell).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.keyDown(cell, { key: 'Escape' });
    expect(cell).toHaveValue('0.30');
    expect(cell).not.toHaveAttribute('aria-invalid');
  });
});
