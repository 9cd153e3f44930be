import { Anchor, Breadcrumbs, Button, Group, Text } from '@mantine/core';
import { IconReport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';

type CalculatorBreadcrumbProps = {
  projectId: string;
  projectName: string;
  roomId: string;
  roomName: string;
  revisionComment: string | null;
  /** The saved revision's number, which has a report; null for a new calculation. */
  revId?: string | null;
};

/** Dashboard › project › room › revision comment (docs/product/screens.md#layout). */
export function CalculatorBreadcrumb({
  projectId,
  projectName,
  roomId,
  roomName,
  revisionComment,
  revId = null,
}: CalculatorBreadcrumbProps) {
  return (
    <Group justify="space-between" align="center" gap="xs" wrap="wrap">
      <nav aria-label="Breadcrumb">
        <Breadcrumbs separator="›">
          <Anchor component={Link} to={paths.dashboard} size="sm">
            Dashboard
          </Anchor>
          <Anchor component={Link} to={paths.project(projectId)} size="sm">
            {projectName}
          </Anchor>
          <Anchor component={Link} to={paths.room(projectId, roomId)} size="sm">
            {roomName}
          </Anchor>
          <Text size="sm" aria-current="page">
            {revisionComment ?? 'New revision'}
          </Text>
        </Breadcrumbs>
      </nav>
      {revId === null ? null : (
        <Button
          component={Link}
          to={paths.report(projectId, roomId, revId)}
          size="compact-sm"
          variant="default"
          leftSection={<IconReport size={14} />}
        >
          Report
        </Button>
      )}
    </Group>
  );
}
