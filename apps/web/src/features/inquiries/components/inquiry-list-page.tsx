import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Container,
  Group,
  Loader,
  Pagination,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { InquirySummary } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { isNotFoundError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { useSettledSearch } from '../../../lib/use-settled-search.ts';
import { downloadInquiriesCsv, type InquiryListParams, inquiryQueries } from '../api/inquiry-queries.ts';

const SORTS = ['date', 'name'] as const;
const READS = ['all', 'unread', 'read'] as const;

function paramsOf(search: URLSearchParams): InquiryListParams {
  const sort = SORTS.find((value) => value === search.get('sort')) ?? 'date';
  const read = READS.find((value) => value === search.get('read')) ?? 'all';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  return { q: search.get('q') ?? '', sort, read, page };
}

function roomLine(inquiry: InquirySummary): string {
  const room = inquiry.room;
  if (!room) return '';
  const unit = room.units === 'Metric' ? 'm' : 'ft';
  const rt = room.rt500Seconds === null ? '' : `, RT at 500 Hz ${room.rt500Seconds.toFixed(1)} s`;
  return `${room.length} × ${room.width} × ${room.height} ${unit}${rt}`;
}

function InquiryCard({ inquiry }: { inquiry: InquirySummary }) {
  return (
    <Card
      withBorder
      padding="sm"
      component={Link}
      to={paths.inquiry(inquiry.id)}
      aria-label={`Inquiry from ${inquiry.name}`}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs" wrap="wrap">
          <Text fw={inquiry.isRead ? 500 : 700}>{inquiry.name}</Text>
          {inquiry.isRead ? null : (
            <Badge size="sm" color="blue">
              Unread
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {new Date(inquiry.createdOn).toLocaleString()}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {inquiry.email} · {inquiry.phone}
      </Text>
      <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
        {inquiry.message}
      </Text>
      {inquiry.room ? (
        <Text size="xs" c="dimmed">
          {roomLine(inquiry)}
        </Text>
      ) : null}
    </Card>
  );
}

/** `/inquiries`: the vendor's web inquiries, server-paged, with search, sort, read filter and CSV export. */
export function InquiryListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = paramsOf(searchParams);
  const [exportError, setExportError] = useState<string | null>(null);
  const list = useQuery(inquiryQueries.list(params));

  const update = (changes: Partial<InquiryListParams>) => {
    const next = { ...params, page: 1, ...changes };
    setSearchParams(
      new URLSearchParams({ q: next.q, sort: next.sort, read: next.read, page: String(next.page) }),
      { replace: true },
    );
  };
  const { searchText, setSearchText } = useSettledSearch(params.q, (q) => update({ q }));

  const handleExport = async () => {
    setExportError(null);
    try {
      await downloadInquiriesCsv(params);
    } catch (error) {
      setExportError(error instanceof Error ? error.message : 'The export failed');
    }
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Title order={1}>Web Inquiries</Title>
            {list.data && list.data.unread > 0 ? (
              <Badge color="blue" aria-label={`${list.data.unread} unread`}>
                {list.data.unread} unread
              </Badge>
            ) : null}
          </Group>
          <Button variant="default" onClick={handleExport}>
            Export CSV
          </Button>
        </Group>
        {exportError ? (
          <Alert color="red" role="alert" withCloseButton onClose={() => setExportError(null)}>
            {exportError}
          </Alert>
        ) : null}
        <Group gap="sm" wrap="wrap" align="flex-end">
          <TextInput
            label="Search"
            placeholder="Name, email or message"
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            style={{ flex: '1 1 220px' }}
          />
          <Select
            label="Sort by"
            data={[
              { value: 'date', label: 'Date' },
              { value: 'name', label: 'Name' },
            ]}
            value={params.sort}
            onChange={(value) => update({ sort: value === 'name' ? 'name' : 'date' })}
            allowDeselect={false}
            w={140}
          />
          <SegmentedControl
            aria-label="Read state"
            data={[
              { value: 'all', label: 'All' },
              { value: 'unread', label: 'Unread' },
              { value: 'read', label: 'Read' },
            ]}
            value={params.read}
            onChange={(value) => update({ read: READS.find((read) => read === value) ?? 'all' })}
          />
        </Group>
        {list.isPending ? (
          <Center py="xl">
            <Loader role="status" aria-label="Loading inquiries" />
          </Center>
        ) : list.isError && isNotFoundError(list.error) ? (
          <NotFoundView />
        ) : list.isError ? (
          <Alert color="red" role="alert" title="The inquiries could not be loaded">
            {list.error.message}
          </Alert>
        ) : list.data.inquiries.length === 0 ? (
          <Text c="dimmed">
            {params.q === '' && params.read === 'all'
              ? 'No inquiry yet. Visitors of your calculator send them from its contact panel.'
              : 'No inquiry matches.'}
          </Text>
        ) : (
          <Stack gap="xs">
            {list.data.inquiries.map((inquiry) => (
              <InquiryCard key={inquiry.id} inquiry={inquiry} />
            ))}
            {list.data.pages.total > 1 ? (
              <Pagination
                total={list.data.pages.total}
                value={params.page}
                onChange={(page) => update({ page })}
                siblings={1}
              />
            ) : null}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
