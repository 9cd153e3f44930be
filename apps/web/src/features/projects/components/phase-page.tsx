import { Alert, Anchor, Breadcrumbs, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { isNotFoundError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { projectQueries } from '../api/project-queries.ts';
import { PhaseForm } from './phase-form.tsx';

/** `/project/{projectId}/phase/{id}`: breadcrumb and the phase's form. */
export function PhasePage() {
  const { projectId = '', id = '' } = useParams();
  const answer = useQuery(projectQueries.phase(projectId, id));
  if (answer.isError && isNotFoundError(answer.error)) return <NotFoundView />;
  const data = answer.data;
  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Breadcrumbs>
          <Anchor component={Link} to={paths.dashboard}>
            Dashboard
          </Anchor>
          <Anchor component={Link} to={`${paths.project(projectId)}#phases`}>
            {data?.project.name ?? 'Project'}
          </Anchor>
          <Text>{data?.phase.name ?? 'Phase'}</Text>
        </Breadcrumbs>
        <Title order={1}>{data?.phase.name ?? 'Phase'}</Title>
        {answer.isPending ? <Loader aria-label="Loading the phase" /> : null}
        {answer.isError ? (
          <Alert color="red" role="alert">
            {answer.error.message}
          </Alert>
        ) : null}
        {data ? (
          <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
            <PhaseForm
              key={data.phase._id}
              projectId={projectId}
              phase={data.phase}
              currency={data.currency}
            />
          </Paper>
        ) : null}
      </Stack>
    </Container>
  );
}
