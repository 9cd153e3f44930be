import { Anchor, Breadcrumbs, Button, Group, SegmentedControl, Text } from '@mantine/core';
import type { ReportPaper } from '@roomtone/contracts';
import { IconCalculator, IconDownload, IconPrinter } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';
import { roomReportPdfUrl } from '../api/report-queries.ts';
import classes from './report.module.css';

type ReportToolbarProps = {
  projectId: string;
  roomId: string;
  revId: string;
  projectName: string | null;
  roomName: string | null;
  paper: ReportPaper;
  onPaperChange: (paper: ReportPaper) => void;
  isDisabled: boolean;
};

const PAPERS: { value: ReportPaper; label: string }[] = [
  { value: 'a4', label: 'A4' },
  { value: 'letter', label: 'US Letter' },
];

/** The breadcrumb and the report's actions (not printed): back to the calculation, Print, Download PDF. */
export function ReportToolbar(props: ReportToolbarProps) {
  const { projectId, roomId, revId, isDisabled } = props;
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap" className={classes.toolbar}>
      <nav aria-label="Breadcrumb">
        <Breadcrumbs separator="›" className={classes.breadcrumbs}>
          <Anchor component={Link} to={paths.dashboard} size="sm">
            Dashboard
          </Anchor>
          <Anchor component={Link} to={paths.project(projectId)} size="sm">
            {props.projectName ?? 'Project'}
          </Anchor>
          <Anchor component={Link} to={paths.room(projectId, roomId)} size="sm">
            {props.roomName ?? 'Room'}
          </Anchor>
          <Anchor component={Link} to={paths.editCalculation(projectId, roomId, revId)} size="sm">
            Revision #{revId}
          </Anchor>
          <Text size="sm" aria-current="page">
            Report
          </Text>
        </Breadcrumbs>
      </nav>
      <Group gap="xs" wrap="wrap">
        <Button
          component={Link}
          to={paths.editCalculation(projectId, roomId, revId)}
          variant="default"
          leftSection={<IconCalculator size={16} />}
        >
          Calculation
        </Button>
        <SegmentedControl
          aria-label="Paper of the PDF"
          data={PAPERS}
          value={props.paper}
          onChange={(value) => props.onPaperChange(value === 'letter' ? 'letter' : 'a4')}
          disabled={isDisabled}
        />
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} />}
          onClick={() => window.print()}
          disabled={isDisabled}
        >
          Print
        </Button>
        {isDisabled ? (
          <Button leftSection={<IconDownload size={16} />} disabled>
            Download PDF
          </Button>
        ) : (
          <Button
            component="a"
            href={roomReportPdfUrl(roomId, revId, props.paper)}
            download
            leftSection={<IconDownload size={16} />}
          >
            Download PDF
          </Button>
        )}
      </Group>
    </Group>
  );
}
