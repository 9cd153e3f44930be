import { Anchor, Card, Select, Table, Text, Title } from '@mantine/core';
import type { AdminOrganizationDetail } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AlertList } from '../../../components/alert-list.tsx';
import { api } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { adminQueries } from '../api/admin-queries.ts';
import { useAdminAction } from './use-admin-action.ts';

type Model = AdminOrganizationDetail['models'][number];

const NO_STATUS = '';

/** A model's name, or 'Model' and the start of its id when it has none yet. */
function modelLabel(model: Model): string {
  return model.name || `Model ${model.id.slice(0, 8)}`;
}

/** An organization's acoustic models, each moved through the statuses of `/admin/statuses`. */
export function OrganizationModelsCard({ organization }: { organization: AdminOrganizationDetail }) {
  const statuses = useQuery(adminQueries.statuses());
  const change = useAdminAction(
    ({ model, statusId }: { model: Model; statusId: string | null }) =>
      api.put(`/api/admin/organizations/${organization.id}/models/${model.id}/status`, { statusId }),
    'Status changed',
  );
  const choices = [
    { value: NO_STATUS, label: 'No status' },
    ...(statuses.data ?? []).map((status) => ({ value: status.id, label: status.name })),
  ];
  return (
    <Card withBorder padding="md">
      <Title order={2} fz="lg" mb="sm">
        Acoustic models
      </Title>
      <AlertList messages={change.errors} onClose={change.clear} />
      {organization.models.length === 0 ? (
        <Text size="sm" c="dimmed">
          No acoustic model ordered.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing={4} fz="sm">
            <Table.Tbody>
              {organization.models.map((model) => (
                <Table.Tr key={model.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{modelLabel(model)}</Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`Status of ${modelLabel(model)}`}
                      size="xs"
                      data={choices}
                      value={model.statusId ?? NO_STATUS}
                      allowDeselect={false}
                      disabled={statuses.isPending || change.isPending}
                      onChange={(value) => {
                        if ((value ?? NO_STATUS) !== (model.statusId ?? NO_STATUS)) {
                          void change.execute({ model, statusId: value || null });
                        }
                      }}
                      w={180}
                    />
                  </Table.Td>
                  <Table.Td>{new Date(model.createdOn).toLocaleDateString()}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        Statuses are kept on the{' '}
        <Anchor component={Link} to={paths.adminStatuses} size="xs">
          statuses page
        </Anchor>
        .
      </Text>
    </Card>
  );
}
