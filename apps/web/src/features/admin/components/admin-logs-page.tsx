import { Alert, Button, Group, Pagination, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { TIMINGS } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { adminQueries, downloadAuditCsv } from '../api/admin-queries.ts';
import { AdminPage, QueryState } from './admin-page.tsx';
import { AuditTable } from './audit-table.tsx';
import { useListParams } from './use-list-params.ts';

const DEFAULTS = { actor: '', action: '', target: '', from: '', to: '', page: '1' };

type TextFilter = 'actor' | 'action' | 'target';

/** A text filter that reaches the URL once typing settles. */
function FilterInput({
  label,
  placeholder,
  value,
  onSettle,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSettle: (value: string) => void;
}) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, TIMINGS.projectManagerSearchDebounceMs);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled value changes the URL
  useEffect(() => {
    if (debounced !== value) onSettle(debounced);
  }, [debounced]);
  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      style={{ flex: '1 1 180px' }}
    />
  );
}

/** `/admin/logs`: the audit log, filtered on the server by actor, action, entity and date; CSV export. */
export function AdminLogsPage() {
  const { params, update } = useListParams(DEFAULTS);
  const logs = useQuery(adminQueries.logs(params));
  const [exportError, setExportError] = useState<string | null>(null);
  const handleExport = async () => {
    setExportError(null);
    try {
      await downloadAuditCsv(params);
    } catch (error) {
      setExportError(error instanceof Error ? error.message : 'The export failed');
    }
  };
  const text = (key: TextFilter, label: string, placeholder: string) => (
    <FilterInput
      label={label}
      placeholder={placeholder}
      value={params[key]}
      onSettle={(value) => update({ [key]: value } as Partial<typeof DEFAULTS>)}
    />
  );
  return (
    <AdminPage
      title="Audit log"
      actions={
        <Button variant="default" onClick={handleExport}>
          Export CSV
        </Button>
      }
    >
      {exportError ? (
        <Alert color="red" role="alert" withCloseButton onClose={() => setExportError(null)}>
          {exportError}
        </Alert>
      ) : null}
      <Group gap="sm" wrap="wrap" align="flex-end">
        {text('actor', 'Who', 'Administrator or user e-mail')}
        {text('action', 'Action', 'e.g. admin.user, login')}
        {text('target', 'Entity', 'E-mail or id')}
        <TextInput
          type="date"
          label="From"
          value={params.from}
          onChange={(event) => update({ from: event.currentTarget.value })}
          w={160}
        />
        <TextInput
          type="date"
          label="To"
          value={params.to}
          onChange={(event) => update({ to: event.currentTarget.value })}
          w={160}
        />
      </Group>
      <QueryState query={logs} what="audit log">
        {(data) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {data.paging.total.toLocaleString('en-US')} entr{data.paging.total === 1 ? 'y' : 'ies'}, newest
              first
            </Text>
            <AuditTable entries={data.entries} />
            {data.paging.pages > 1 ? (
              <Pagination
                total={data.paging.pages}
                value={data.paging.page}
                onChange={(page) => update({ page: String(page) })}
                siblings={1}
              />
            ) : null}
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}
