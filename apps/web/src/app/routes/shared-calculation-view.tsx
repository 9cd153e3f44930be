import { Alert, Stack } from '@mantine/core';
import { MESSAGES, type SharedCalculation } from '@roomtone/contracts';
import { SharedHeader } from '../../features/sharing/components/shared-header.tsx';
import { CalculationReadOnly } from './calculation-read-only.tsx';

type SharedCalculationViewProps = {
  shared: SharedCalculation;
  onPickVersion: (version: number) => void;
  onEdit: (() => void) | null;
  onOpenCopy: (() => void) | null;
};

/** The read-only shared page: the room, the graph, every model's RT, the surfaces and warnings. */
export function SharedCalculationView({
  shared,
  onPickVersion,
  onEdit,
  onOpenCopy,
}: SharedCalculationViewProps) {
  const { view } = shared;
  return (
    <Stack gap="md">
      <SharedHeader
        shared={shared}
        title={view?.title ?? 'Shared calculation'}
        onPickVersion={onPickVersion}
        onEdit={onEdit}
        onOpenCopy={onOpenCopy}
      />
      {view === null ? (
        <Alert color="red" role="alert">
          {MESSAGES.errorParsingCalculation}
        </Alert>
      ) : (
        <CalculationReadOnly view={view} />
      )}
    </Stack>
  );
}
