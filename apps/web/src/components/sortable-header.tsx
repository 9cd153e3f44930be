import { Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type SortableHeaderProps = {
  /** The sort key of this column. */
  column: string;
  /** The current sort: a key, or a key with a leading minus for descending. */
  sort: string;
  onSort: (sort: string) => void;
  children: ReactNode;
  width?: number | string;
  /** `right` for a column of numbers, so the header lines up with its values. */
  align?: 'left' | 'right';
};

/**
 * A table header that sorts by its column: a click sorts ascending, a second click descending.
 * `aria-sort` tells screen readers the current order.
 */
export function SortableHeader({
  column,
  sort,
  onSort,
  children,
  width,
  align = 'left',
}: SortableHeaderProps) {
  const isActive = sort === column || sort === `-${column}`;
  const isDescending = sort === `-${column}`;
  const Icon = !isActive ? IconSelector : isDescending ? IconChevronDown : IconChevronUp;
  const ariaSort = !isActive ? 'none' : isDescending ? 'descending' : 'ascending';
  return (
    <Table.Th aria-sort={ariaSort} w={width} ta={align}>
      <UnstyledButton
        onClick={() => onSort(isActive && !isDescending ? `-${column}` : column)}
        aria-label={`Sort by ${typeof children === 'string' ? children : column}`}
      >
        <Group gap={4} wrap="nowrap" justify={align === 'right' ? 'flex-end' : 'flex-start'}>
          <Text fw={600} size="sm">
            {children}
          </Text>
          <Icon size={14} stroke={1.5} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
