import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import { adminQueries } from '../api/admin-queries.ts';
import { AdminPage, QueryState } from './admin-page.tsx';

/** `/admin/administrators`: every administrator and their admin groups. */
export function AdminAdministratorsPage() {
  const administrators = useQuery(adminQueries.administrators());
  return (
    <AdminPage title="Administrators">
      <Text size="sm" c="dimmed">
        Make a user an administrator from their page; what they may do comes from their{' '}
        <Anchor component={Link} to={paths.adminGroups}>
          admin groups
        </Anchor>
        .
      </Text>
      <QueryState query={administrators} what="administrators">
        {(data) => (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Administrator</Table.Th>
                  <Table.Th>Admin groups</Table.Th>
                  <Table.Th>Last sign-in</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.map((administrator) => (
                  <Table.Tr key={administrator.id}>
                    <Table.Td>
                      <Anchor component={Link} to={paths.adminUser(administrator.id)}>
                        {administrator.name}
                      </Anchor>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {administrator.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {administrator.groups.length === 0 ? (
                        <Text size="sm" c="orange.8">
                          No group: no permission
                        </Text>
                      ) : (
                        <Group gap={4}>
                          {administrator.groups.map((group) => (
                            <Badge key={group.id} variant="light">
                              {group.name}
                            </Badge>
                          ))}
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {administrator.lastLoginOn
                        ? new Date(administrator.lastLoginOn).toLocaleString()
                        : 'Never'}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </AdminPage>
  );
}
