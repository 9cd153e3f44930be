import { Stack, Table, Text, Title } from '@mantine/core';
import type { RoomReport } from '@roomtone/contracts';
import classes from './report.module.css';
import { ReportSection } from './report-section.tsx';

type ReportAppendixProps = { appendix: RoomReport['appendix'] };

/** How the numbers were computed: symbols, the formulas used and their sources. */
export function ReportAppendix({ appendix }: ReportAppendixProps) {
  return (
    <ReportSection id="report-appendix" title="Appendix: formulas and sources" startsPage>
      <Stack gap="sm">
        <Text size="sm">{appendix.introduction}</Text>
        <Title order={3} className={classes.subheading}>
          Symbols
        </Title>
        <Table
          verticalSpacing={2}
          horizontalSpacing={0}
          fz="sm"
          withRowBorders={false}
          className={classes.factTable}
        >
          <Table.Tbody>
            {appendix.definitions.map((definition) => (
              <Table.Tr key={definition.label}>
                <Table.Th scope="row" w={36} fs="italic" fw={400}>
                  {definition.label}
                </Table.Th>
                <Table.Td>{definition.value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {appendix.formulas.map((formula) => (
          <Stack key={formula.label} gap={2} className={classes.keep}>
            <Title order={3} className={classes.subheading}>
              {formula.label}
            </Title>
            <Text size="sm" pl="md" className={classes.formula}>
              {formula.formula}
            </Text>
            <Text size="xs" c="dimmed" pl="md">
              {formula.citation}
            </Text>
          </Stack>
        ))}
      </Stack>
    </ReportSection>
  );
}
