import { Anchor, Table, Text } from '@mantine/core';
import type { ProjectListItem, ProjectSort } from '@roomtone/contracts';
import { Link } from 'react-router';
import { SortableHeader } from '../../../components/sortable-header.tsx';
import { paths } from '../../../lib/config/paths.ts';

type ProjectsTableProps = {
  projects: ProjectListItem[];
  sort: ProjectSort;
  onSort: (sort: ProjectSort) => void;
};

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The dashboard's projects: project id, name, client, manager and last change, sortable. */
export function ProjectsTable({ projects, sort, onSort }: ProjectsTableProps) {
  const handleSort = (value: string) => onSort(value as ProjectSort);
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <SortableHeader column="projectId" sort={sort} onSort={handleSort} width={140}>
              Project ID
            </SortableHeader>
            <SortableHeader column="projectName" sort={sort} onSort={handleSort}>
              Project name
            </SortableHeader>
            <SortableHeader column="clientName" sort={sort} onSort={handleSort}>
              Client
            </SortableHeader>
            <Table.Th>Project manager</Table.Th>
            <SortableHeader column="updatedOn" sort={sort} onSort={handleSort} width={140}>
              Last change
            </SortableHeader>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project._id}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {project.projectId || '—'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={paths.project(project._id)} fw={500}>
                  {project.projectName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{project.clientName || '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{project.projectManagerName || '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{dateFormat.format(new Date(project.updatedOn))}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
