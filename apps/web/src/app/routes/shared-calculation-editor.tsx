import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { CalcDocument, SharedCalculation } from '@roomtone/contracts';
import type { SponsorButton } from '../../features/calculator/components/add-surface-menu.tsx';
import { CalculatorWorkspace } from '../../features/calculator/components/calculator-workspace.tsx';
import { DraftNotice } from '../../features/calculator/components/draft-notice.tsx';
import type { FinishPickerSlot } from '../../features/calculator/components/finish-picker-slot.ts';
import { LeaveDialog } from '../../features/calculator/components/leave-dialog.tsx';
import { useCalculator } from '../../features/calculator/hooks/use-calculator.ts';
import { LazyFinishPicker } from './calculator-lazy-finish-picker.tsx';
import { ShareControls } from './share-controls.tsx';

const NO_SPONSORS: SponsorButton[] = [];

const publicFinishPicker: FinishPickerSlot = (props) => <LazyFinishPicker {...props} isPublic />;

type SharedCalculationEditorProps = {
  shared: SharedCalculation;
  document: CalcDocument;
  onCancel: () => void;
};

/** The owner's editor of a shared calculation: the public calculator with Update for this link. */
export function SharedCalculationEditor({ shared, document, onCancel }: SharedCalculationEditorProps) {
  const calculator = useCalculator(`share:${shared.link}:${shared.version}`, () => document);
  const { state } = calculator;
  return (
    <>
      <CalculatorWorkspace
        state={state}
        dispatch={calculator.dispatch}
        calculation={calculator.calculation}
        mode="public"
        sponsors={NO_SPONSORS}
        finishPicker={publicFinishPicker}
        header={
          <Stack gap={4}>
            <Group justify="space-between" align="flex-start">
              <Title order={1}>Update shared calculation</Title>
              <Button variant="default" onClick={onCancel}>
                Back to the shared page
              </Button>
            </Group>
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {`Editing version ${shared.version} of ${shared.latestVersion} (${shared.message}). Update saves your changes as version ${shared.latestVersion + 1}.`}
            </Text>
            {shared.version === shared.latestVersion ? null : (
              <Alert color="orange" variant="light">
                This is an older version; Update makes it the newest one, with your changes.
              </Alert>
            )}
          </Stack>
        }
        notices={
          calculator.draft === null ? null : (
            <DraftNotice
              draft={calculator.draft}
              onRestore={calculator.restoreDraft}
              onDiscard={calculator.discardDraft}
            />
          )
        }
        sidePanel={
          <ShareControls
            link={shared.link}
            document={state.document}
            onSaved={(saved) => {
              calculator.dispatch({ type: 'markSaved', document: saved });
              calculator.forgetDraft(saved);
              calculator.allowNext();
            }}
          />
        }
      />
      <LeaveDialog blocker={calculator.blocker} />
    </>
  );
}
