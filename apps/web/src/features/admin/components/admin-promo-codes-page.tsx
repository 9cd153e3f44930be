import { Badge, Button, Group, Select, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { type AdminPromoCode, formatCents } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { api } from '../../../lib/api-client.ts';
import { adminPaymentQueries } from '../api/admin-payments-queries.ts';
import { AdminPage, QueryState } from './admin-page.tsx';
import { AdminPagedTable, countText } from './admin-paged-table.tsx';
import { PromoCodeDialog, PURPOSE_LABELS } from './promo-code-dialog.tsx';
import { useAdminAction } from './use-admin-action.ts';
import { useListParams } from './use-list-params.ts';

const DEFAULTS = { q: '', active: 'all', page: '1' };

function usesOf(code: AdminPromoCode): string {
  return code.maxRedemptions === null
    ? `${code.redemptions} of unlimited`
    : `${code.redemptions} of ${code.maxRedemptions}`;
}

/** What the code takes off: '20 %' or '$10.00'. */
function discountOf(code: AdminPromoCode): string {
  return code.amountOffCents === null ? `${code.percentOff ?? 0} %` : formatCents(code.amountOffCents);
}

function stateOf(code: AdminPromoCode, today: string) {
  if (!code.isActive)
    return (
      <Badge color="gray" variant="light">
        Retired
      </Badge>
    );
  if (code.expiresOn !== null && code.expiresOn <= today)
    return (
      <Badge color="orange" variant="light">
        Expired
      </Badge>
    );
  if (code.maxRedemptions !== null && code.redemptions >= code.maxRedemptions)
    return (
      <Badge color="orange" variant="light">
        Used up
      </Badge>
    );
  if (code.startsOn !== null && code.startsOn > today)
    return (
      <Badge color="blue" variant="light">
        Not yet valid
      </Badge>
    );
  return (
    <Badge color="green" variant="light">
      Active
    </Badge>
  );
}

/** `/admin/promo-codes`: promo codes, searched and paged; add, edit and retire. */
export function AdminPromoCodesPage() {
  const { params, update, searchText, setSearchText } = useListParams(DEFAULTS);
  const list = useQuery(adminPaymentQueries.promoCodes(params));
  const [editing, setEditing] = useState<AdminPromoCode | 'new' | null>(null);
  const [retiring, setRetiring] = useState<AdminPromoCode | null>(null);
  const retire = useAdminAction(
    (code: AdminPromoCode) =>
      api.put(`/api/admin/promo-codes/${code.id}`, {
        code: code.code,
        percentOff: code.percentOff,
        amountOffCents: code.amountOffCents,
        purposes: code.purposes,
        maxRedemptions: code.maxRedemptions,
        startsOn: code.startsOn ?? '',
        expiresOn: code.expiresOn ?? '',
        isActive: false,
      }),
    'Promo code retired',
  );
  const today = new Date().toISOString().slice(0, 10);
  return (
    <AdminPage
      title="Promo codes"
      actions={<Button onClick={() => setEditing('new')}>Add promo code</Button>}
    >
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search"
          placeholder="Code"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Select
          label="Show"
          data={[
            { value: 'all', label: 'All codes' },
            { value: 'yes', label: 'Not retired' },
            { value: 'no', label: 'Retired' },
          ]}
          value={params.active}
          onChange={(value) => update({ active: value ?? 'all' })}
          allowDeselect={false}
          w={180}
        />
      </Group>
      <QueryState query={list} what="promo codes">
        {(data) => (
          <AdminPagedTable
            paging={data.paging}
            count={countText(data.paging.total, 'promo code', 'promo codes')}
            empty="No promo code matches."
            minWidth={880}
            head={
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th ta="right">Off</Table.Th>
                <Table.Th>Applies to</Table.Th>
                <Table.Th>Uses</Table.Th>
                <Table.Th>First day</Table.Th>
                <Table.Th>Expires on</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            }
            onPage={(page) => update({ page: String(page) })}
          >
            {data.promoCodes.map((code) => (
              <Table.Tr key={code.id}>
                <Table.Td ff="monospace">{code.code}</Table.Td>
                <Table.Td ta="right">{discountOf(code)}</Table.Td>
                <Table.Td>
                  {code.purposes.length === 0
                    ? 'Every purchase'
                    : code.purposes.map((purpose) => PURPOSE_LABELS[purpose]).join(', ')}
                </Table.Td>
                <Table.Td>{usesOf(code)}</Table.Td>
                <Table.Td>{code.startsOn ?? 'At once'}</Table.Td>
                <Table.Td>{code.expiresOn ?? 'No end'}</Table.Td>
                <Table.Td>{stateOf(code, today)}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    <Button size="xs" variant="default" onClick={() => setEditing(code)}>
                      Edit
                    </Button>
                    {code.isActive ? (
                      <Button size="xs" variant="light" color="red" onClick={() => setRetiring(code)}>
                        Retire
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </AdminPagedTable>
        )}
      </QueryState>
      {editing !== null ? (
        <PromoCodeDialog code={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        opened={retiring !== null}
        title={`Retire the promo code ${retiring?.code ?? ''}?`}
        confirmLabel="Retire"
        isPending={retire.isPending}
        errors={retire.errors}
        onConfirm={async () => {
          if (retiring && (await retire.execute(retiring))) setRetiring(null);
        }}
        onCancel={() => {
          retire.clear();
          setRetiring(null);
        }}
      >
        The checkout stops accepting it at once. Orders that used it keep their price; you can make it active
        again by editing it.
      </ConfirmDialog>
    </AdminPage>
  );
}
