import { Alert, Stack, Title } from '@mantine/core';
import { type InquiryDetail, MESSAGES } from '@roomtone/contracts';
import { InquiryPage } from '../../features/inquiries/components/inquiry-page.tsx';
import { CalculationReadOnly } from './calculation-read-only.tsx';

function SentCalculation({ inquiry }: { inquiry: InquiryDetail }) {
  return (
    <Stack gap="md" component="section" aria-labelledby="inquiry-calculation-title">
      <Title order={2} size="h3" id="inquiry-calculation-title">
        Calculation (read-only)
      </Title>
      {inquiry.view === null ? (
        <Alert color="red" role="alert">
          {MESSAGES.errorParsingCalculation}
        </Alert>
      ) : (
        <CalculationReadOnly view={inquiry.view} />
      )}
    </Stack>
  );
}

/**
 * `/inquiries/{id}`: the inquiry with the calculation it carries, shown as the shared page shows
 * one: every number recomputed by the server's engine, nothing editable.
 */
export function InquiryScreen() {
  return <InquiryPage calculation={(inquiry) => <SentCalculation inquiry={inquiry} />} />;
}
