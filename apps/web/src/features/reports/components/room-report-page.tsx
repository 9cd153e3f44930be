import { Alert, Anchor, Container, LoadingOverlay, Paper, Skeleton, Stack } from '@mantine/core';
import { MESSAGES, type ReportPaper } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { NotFoundView } from '../../../components/not-found-view.tsx';
import { isNotFoundError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { reportQueries } from '../api/report-queries.ts';
import classes from './report.module.css';
import { ReportDocument } from './report-document.tsx';
import { ReportPrintStyle } from './report-print-style.tsx';
import { ReportToolbar } from './report-toolbar.tsx';

type RoomReportPageProps = { projectId: string; roomId: string; revId: string };

/**
 * `/project/{projectId}/room/{roomId}/edit/{revId}/report`: the revision's reverberation report,
 * as the server builds it from the stored calculation. The view is disabled, under a loading
 * overlay, while the report loads or reloads (reportDisabled); a calculation that cannot be
 * parsed shows 'Error parsing calculation.'.
 */
export function RoomReportPage({ projectId, roomId, revId }: RoomReportPageProps) {
  const report = useQuery(reportQueries.room(roomId, revId));
  const [chosenPaper, setChosenPaper] = useState<ReportPaper | null>(null);
  if (report.isError && isNotFoundError(report.error)) return <NotFoundView />;
  const data = report.data;
  // A revision is only found under its own project's path.
  if (data && data.project._id !== projectId) return <NotFoundView />;
  const reportDisabled = report.isFetching || data === undefined;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }} className={classes.page}>
      <Stack gap="md">
        <ReportToolbar
          projectId={projectId}
          roomId={roomId}
          revId={revId}
          projectName={data?.project.name ?? null}
          roomName={data ? `${data.room.number} ${data.room.name}` : null}
          paper={chosenPaper ?? data?.organization.paper ?? 'a4'}
          onPaperChange={setChosenPaper}
          isDisabled={reportDisabled}
        />
        {report.isError ? (
          <Alert color="red" role="alert" title="The report could not be opened" className={classes.toolbar}>
            {report.error.message || MESSAGES.unknownServerError}{' '}
            <Anchor component={Link} to={paths.editCalculation(projectId, roomId, revId)} size="sm">
              Open the calculation
            </Anchor>
          </Alert>
        ) : (
          <Paper
            withBorder
            shadow="sm"
            pos="relative"
            className={classes.paper}
            aria-busy={reportDisabled}
            data-testid="report-paper"
          >
            <LoadingOverlay
              visible={reportDisabled}
              zIndex={5}
              overlayProps={{ blur: 1 }}
              loaderProps={{ role: 'status', 'aria-label': 'Loading the report' }}
            />
            {data ? (
              <>
                <ReportPrintStyle report={data} />
                <ReportDocument report={data} />
              </>
            ) : (
              <Stack gap="md" aria-hidden>
                <Skeleton h={60} />
                <Skeleton h={28} w="60%" />
                <Skeleton h={180} />
                <Skeleton h={240} />
              </Stack>
            )}
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
