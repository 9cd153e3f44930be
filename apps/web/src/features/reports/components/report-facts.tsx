import { SimpleGrid, Table, Title } from '@mantine/core';
import type { ReportFact } from '@roomtone/contracts';
import classes from './report.module.css';

type ReportFactsProps = { columns: { title: string; facts: ReportFact[] }[] };

/** Labelled values side by side: the project and revision, the room. */
export function ReportFacts({ columns }: ReportFactsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: columns.length }} spacing="lg" className={classes.facts}>
      {columns.map((column) => (
        <section key={column.title} aria-label={column.title}>
          <Title order={2} className={classes.subheading}>
            {column.title}
          </Title>
          <Table
            verticalSpacing={3}
            horizontalSpacing={0}
            fz="sm"
            withRowBorders={false}
            className={classes.factTable}
          >
            <Table.Tbody>
              {column.facts.map((fact) => (
                <Table.Tr key={fact.label}>
                  <Table.Th scope="row" fw={400} c="dimmed" w="42%" pr="sm">
                    {fact.label}
                  </Table.Th>
                  <Table.Td>{fact.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
      ))}
    </SimpleGrid>
  );
}
