import {
  Alert,
  Anchor,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { canDeleteRecords, type InquiryDetail, viewerOf } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { isNotFoundError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { inquiryQueries, useDeleteInquiry, useMarkInquiry } from '../api/inquiry-queries.ts';
import { CopyInquiryDialog } from './copy-inquiry-dialog.tsx';

type InquiryPageProps = {
  /** The sent calculation, read-only (composed by the route from the shared page's view). */
  calculation: (inquiry: InquiryDetail) => ReactNode;
};

/** `/inquiries/{id}`: the contact, the message and the sent calculation, read-only. */
export function InquiryPage({ calculation }: InquiryPageProps) {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  const inquiry = useQuery(inquiryQueries.detail(id));
  const mark = useMarkInquiry(id);
  const remove = useDeleteInquiry(id);
  const [isCopyOpen, setCopyOpen] = useState(false);
  const [isDeleteOpen, setDeleteOpen] = useState(false);
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);

  if (inquiry.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the inquiry" />
      </Center>
    );
  }
  if (inquiry.isError) {
    if (isNotFoundError(inquiry.error)) return <NotFoundView />;
    return (
      <Alert color="red" role="alert" title="The inquiry could not be loaded">
        {inquiry.error.message}
      </Alert>
    );
  }
  const data = inquiry.data;
  const handleDelete = async () => {
    setDeleteErrors([]);
    try {
      await remove.mutateAsync();
      navigate(paths.inquiries);
    } catch (error) {
      setDeleteErrors([error instanceof Error ? error.message : 'The inquiry could not be deleted']);
    }
  };

  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to={paths.inquiries} size="sm">
          ← Web Inquiries
        </Anchor>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            Inquiry from {data.name}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Button variant="default" loading={mark.isPending} onClick={() => mark.mutate(!data.isRead)}>
              {data.isRead ? 'Mark unread' : 'Mark read'}
            </Button>
            <Button onClick={() => setCopyOpen(true)}>Copy into a project</Button>
            {canDeleteRecords(viewerOf(user)) ? (
              <Button color="red" variant="light" onClick={() => setDeleteOpen(true)}>
                Delete
              </Button>
            ) : null}
          </Group>
        </Group>
        {mark.isError ? (
          <Alert color="red" role="alert">
            {mark.error.message}
          </Alert>
        ) : null}
        <Paper withBorder p="md" component="section" aria-labelledby="inquiry-contact-title">
          <Stack gap={4}>
            <Title order={2} size="h4" id="inquiry-contact-title">
              Contact
            </Title>
            <Text size="sm">
              <Anchor href={`mailto:${data.email}`}>{data.email}</Anchor> · {data.phone}
            </Text>
            <Text size="sm" c="dimmed">
              Sent {new Date(data.createdOn).toLocaleString()} to {data.vendorName} ·{' '}
              {data.isRead ? 'Read' : 'Unread'}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} mt="xs">
              {data.message}
            </Text>
          </Stack>
        </Paper>
        {calculation(data)}
        <CopyInquiryDialog
          inquiryId={data.id}
          inquirerName={data.name}
          opened={isCopyOpen}
          onClose={() => setCopyOpen(false)}
        />
        <ConfirmDialog
          opened={isDeleteOpen}
          title="Delete this inquiry?"
          confirmLabel="Delete"
          isPending={remove.isPending}
          errors={deleteErrors}
          onConfirm={handleDelete}
          onCancel={() => setDeleteOpen(false)}
        >
          The inquiry from {data.name} and its calculation are deleted for good.
        </ConfirmDialog>
      </Stack>
    </Container>
  );
}
