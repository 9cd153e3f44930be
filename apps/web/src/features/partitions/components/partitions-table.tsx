import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { Partition, PartitionSort } from '@roomtone/contracts';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { formatTestDate } from './format-partition.ts';
import classes from './partitions-table.module.css';

type PartitionsTableProps = {
  rows: Partition[];
  sort: PartitionSort;
  onSort: (sort: PartitionSort) => void;
  onOpen: (partition: Partition) => void;
};

/**
 * The partitions of one page: description (opens the detail), STC, category, lab, test number
 * and test date (UTC short date). On a phone the category moves under the description and lab,
 * test number and date give way (the detail shows them).
 */
export function PartitionsTable({ rows, sort, onSort, onOpen }: PartitionsTableProps) {
  const handleSort = (next: string) => onSort(next as PartitionSort);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table highlightOnHover verticalSpacing="sm" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <SortableHeader column="description" sort={sort} onSort={handleSort}>
              Description
            </SortableHeader>
            <SortableHeader column="stc" sort={sort} onSort={handleSort} width={84}>
              STC
            </SortableHeader>
            <SortableHeader column="category" sort={sort} onSort={handleSort} width={120}>
              Category
            </SortableHeader>
            <SortableHeader column="labName" sort={sort} onSort={handleSort} width={140}>
              Lab
            </SortableHeader>
            <SortableHeader column="testNo" sort={sort} onSort={handleSort} width={110}>
              Test no.
            </SortableHeader>
            <SortableHeader column="testDate" sort={sort} onSort={handleSort} width={110}>
              Test date
            </SortableHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} className={classes.row} onClick={() => onOpen(row)}>
              <Table.Td>
                <Anchor
                  component="button"
                  type="button"
                  ta="left"
                  fw={500}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(row);
                  }}
                >
                  {row.description}
                </Anchor>
                <Text size="xs" c="dimmed" hiddenFrom="sm" mt={2}>
                  {row.category}
                </Text>
                <Group gap={4} mt={4}>
                  {row.elements.map((code) => (
                    <Badge key={code} size="xs" variant="outline" color="gray" tt="none" radius="sm">
                      {code}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text fw={700} ff="monospace">
                  {row.stc}
                </Text>
              </Table.Td>
              <Table.Td>{row.category}</Table.Td>
              <Table.Td>
                {row.labName || (
                  <Text c="dimmed" span>
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {row.testNo || (
                  <Text c="dimmed" span>
                    —
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text span c={row.testDate ? undefined : 'dimmed'} size="sm">
                  {formatTestDate(row.testDate)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
