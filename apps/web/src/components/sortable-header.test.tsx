import { Table } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { SortableHeader } from './sortable-header.tsx';

function renderHeader(props: { sort: string; align?: 'left' | 'right'; onSort?: (sort: string) => void }) {
  renderWithProviders(
    <Table>
      <Table.Thead>
        <Table.Tr>
          <SortableHeader
            column="budget"
            sort={props.sort}
            onSort={props.onSort ?? vi.fn()}
            align={props.align}
          >
            Budget
          </SortableHeader>
        </Table.Tr>
      </Table.Thead>
    </Table>,
  );
  return screen.getByRole('columnheader');
}

describe('SortableHeader', () => {
  it('sorts ascending first, then descending', () => {
    const onSort = vi.fn();
    const header = renderHeader({ sort: 'name', onSort });
    expect(header).toHaveAttribute('aria-sort', 'none');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Budget' }));
    expect(onSort).toHaveBeenLastCalledWith('budget');
  });

  it('asks for descending order when the column is sorted ascending', () => {
    const onSort = vi.fn();
    const header = renderHeader({ sort: 'budget', onSort });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Budget' }));
    expect(onSort).toHaveBeenLastCalledWith('-budget');
  });

  it('lines a column of numbers up on the right', () => {
    expect(renderHeader({ sort: 'budget', align: 'right' })).toHaveStyle({ textAlign: 'right' });
  });

  it('stays left-aligned by default', () => {
    expect(renderHeader({ sort: 'budget' })).not.toHaveStyle({ textAlign: 'right' });
  });
});
