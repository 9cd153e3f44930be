import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { BandHeaderCells } from './band-header-cells.tsx';

describe('BandHeaderCells', () => {
  it('heads one column per band, in hertz, after the row heading', () => {
    renderWithProviders(
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Method</Table.Th>
            <BandHeaderCells />
          </Table.Tr>
        </Table.Thead>
      </Table>,
    );
    const headings = within(screen.getByRole('row')).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Method',
      '125 Hz',
      '250 Hz',
      '500 Hz',
      '1000 Hz',
      '2000 Hz',
      '4000 Hz',
    ]);
  });
});
