import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/config/paths.ts';

type CalculatorBreadcrumbProps = {
  projectId: string;
  projectName: string;
  roomId: string;
  roomName: string;
  revisionComment: string | null;
};

/** Dashboard › project › room › revision comment (SPEC section 2). */
export function CalculatorBreadcrumb({
  projectId,
  projectName,
  roomId,
  roomName,
  revisionComment,
}: CalculatorBreadcrumbProps) {
  return (
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
  );
}
