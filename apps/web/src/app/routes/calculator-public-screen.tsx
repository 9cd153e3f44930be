import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCube } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SponsorButton } from '../../features/calculator/components/add-surface-menu.tsx';
import { CalculatorWorkspace } from '../../features/calculator/components/calculator-workspace.tsx';
import { DraftNotice } from '../../features/calculator/components/draft-notice.tsx';
import type { FinishPickerSlot } from '../../features/calculator/components/finish-picker-slot.ts';
import { LeaveDialog } from '../../features/calculator/components/leave-dialog.tsx';
import { useCalculator } from '../../features/calculator/hooks/use-calculator.ts';
import { defaultDocument } from '../../features/calculator/model/default-document.ts';
import { paths } from '../../lib/config/paths.ts';
import { copiedDocument } from './calculation-copy.ts';
import { LazyFinishPicker } from './calculator-lazy-finish-picker.tsx';
import { ShareControls } from './share-controls.tsx';

/** Sponsor browsers are not loaded in public mode (docs/product/permissions.md#visitors). */
const NO_SPONSORS: SponsorButton[] = [];

/** Public mode: common finishes and public categories only. */
const publicFinishPicker: FinishPickerSlot = (props) => <LazyFinishPicker {...props} isPublic />;

/** `/public/rt`: the RT calculator without sign-in (docs/product/screens.md#rt-calculator). */
export function PublicCalculatorScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const [copy] = useState(() => copiedDocument(location.state));
  const calculator = useCalculator('public-rt', () => copy ?? defaultDocument('Imperial'), {
    isUnsavedCopy: copy !== null,
  });
  const { state } = calculator;
  // The copy lives on in the calculator (and its draft); a reload must not copy it again.
  useEffect(() => {
    if (copy !== null) navigate('.', { replace: true, state: null });
  }, [copy, navigate]);
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
          <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
            <Stack gap={4}>
              <Title order={1}>RT Calculator</Title>
              <Text c="dimmed">
                Predict a room's reverberation time with seven models and see what went into every number.
              </Text>
            </Stack>
            <Button
              component={Link}
              to={paths.raytracer}
              state={{ calc: JSON.stringify(state.document) }}
              // The draft stays in this browser, so carrying the room over loses nothing: no leave question.
              onClick={calculator.allowNext}
              variant="default"
              leftSection={<IconCube size={16} />}
            >
              Simulate this room
            </Button>
          </Group>
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
            link={null}
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
