import { List, Stack, Text } from '@mantine/core';
import type { RoomReport } from '@roomtone/contracts';
import { ReportSection } from './report-section.tsx';

type ReportNotesProps = { report: RoomReport };

/**
 * The warnings that applied, in the sentences of docs/product/validation.md#calculator-warnings, and the
 * notes and limitations.
 */
export function ReportNotes({ report }: ReportNotesProps) {
  return (
    <>
      <ReportSection id="report-warnings" title="Warnings">
        {report.warnings.length === 0 ? (
          <Text size="sm" c="dimmed">
            No warning applies to this calculation.
          </Text>
        ) : (
          <List size="sm" spacing={4} data-testid="report-warnings">
            {report.warnings.map((warning) => (
              <List.Item key={warning.message}>
                <Stack gap={0}>
                  <Text size="sm">{warning.message}</Text>
                  {warning.details.map((detail) => (
                    <Text key={detail} size="xs" c="dimmed">
                      – {detail}
                    </Text>
                  ))}
                </Stack>
              </List.Item>
            ))}
          </List>
        )}
      </ReportSection>
      <ReportSection id="report-notes" title="Notes and limitations">
        <List size="sm" spacing={4}>
          {report.notes.map((note) => (
            <List.Item key={note}>{note}</List.Item>
          ))}
        </List>
      </ReportSection>
    </>
  );
}
