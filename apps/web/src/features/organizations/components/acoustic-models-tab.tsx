import { Alert, Badge, Code, Loader, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { organizationQueries } from '../api/organization-queries.ts';

const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

/** Models tab (plan rt): the organization's acoustic models with ID, status and creation date. */
export function AcousticModelsTab() {
  const models = useQuery(organizationQueries.models());
  if (models.isPending) return <Loader aria-label="Loading the acoustic models" />;
  if (models.isError) {
    return (
      <Alert color="red" role="alert">
        {models.error.message}
      </Alert>
    );
  }
  if (models.data.length === 0) {
    return (
      <Text c="dimmed">
        No acoustic models yet. Models you order with acoustical model credits are listed here.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created on</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {models.data.map((model) => (
            <Table.Tr key={model.id}>
              <Table.Td>
                <Code>{model.id}</Code>
              </Table.Td>
              <Table.Td>
                <Badge variant="light">{model.statusName}</Badge>
              </Table.Td>
              <Table.Td>{DATE_FORMAT.format(new Date(model.createdOn))}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
