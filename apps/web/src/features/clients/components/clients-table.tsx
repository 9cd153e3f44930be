import { ActionIcon, Anchor, Table, Text, Tooltip } from '@mantine/core';
import type { Client, ClientSort } from '@roomtone/contracts';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { paths } from '../../../lib/config/paths.ts';

type ClientsTableProps = {
  clients: Client[];
  sort: ClientSort;
  onSort: (sort: ClientSort) => void;
  /** Present only for users who may delete clients. */
  onRemove?: (client: Client) => void;
};

/** The clients list: id, name, address and country, sortable; each name opens the client. */
export function ClientsTable({ clients, sort, onSort, onRemove }: ClientsTableProps) {
  const handleSort = (value: string) => onSort(value as ClientSort);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <SortableHeader column="id" sort={sort} onSort={handleSort} width={130}>
              Client ID
            </SortableHeader>
            <SortableHeader column="name" sort={sort} onSort={handleSort}>
              Name
            </SortableHeader>
            <Table.Th>Address</Table.Th>
            <SortableHeader column="country" sort={sort} onSort={handleSort}>
              Country
            </SortableHeader>
            {onRemove ? <Table.Th w={60} aria-label="Actions" /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {clients.map((client) => (
            <Table.Tr key={client._id}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {client.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.client(client._id)} fw={500}>
                  {client.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {client.address}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{client.country.name}</Text>
              </Table.Td>
              {onRemove ? (
                <Table.Td>
                  <Tooltip label="Remove client">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove ${client.name}`}
                      onClick={() => onRemove(client)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
