import { Pagination, Stack, Table, Text } from '@mantine/core';
import type { AdminPaging } from '@roomtone/contracts';
import type { ReactNode } from 'react';

type AdminPagedTableProps = {
  paging: AdminPaging;
  /** What the list holds, e.g. '12 users'. */
  count: ReactNode;
  /** Said instead of the table when nothing matches. */
  empty: string;
  /** Below this width the table scrolls inside its frame, never the page. */
  minWidth: number;
  /** The header row. */
  head: ReactNode;
  /** The body rows. */
  children: ReactNode;
  onPage: (page: number) => void;
  /** Smaller type, for tables of many numbers. */
  isDense?: boolean;
};

/** An admin list's page of rows: its count, the table, the pages; or the empty text. */
export function AdminPagedTable({
  paging,
  count,
  empty,
  minWidth,
  head,
  children,
  onPage,
  isDense = false,
}: AdminPagedTableProps) {
  if (paging.total === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {count}
      </Text>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover={!isDense} verticalSpacing={6} fz={isDense ? 'sm' : undefined}>
          <Table.Thead>{head}</Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {paging.pages > 1 ? (
        <Pagination total={paging.pages} value={paging.page} onChange={onPage} siblings={1} />
      ) : null}
    </Stack>
  );
}

/** '1 user', '1,024 users'. */
export function countText(total: number, one: string, many: string): string {
  return `${total.toLocaleString('en-US')} ${total === 1 ? one : many}`;
}
