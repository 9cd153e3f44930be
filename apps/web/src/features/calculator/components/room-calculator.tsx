import { notifications } from '@mantine/notifications';
import {
  type CalcDocument,
  calcIssueText,
  checkCalcDocument,
  MESSAGES,
  type PhaseOption,
  type RoomDetail,
  variantDocument,
} from '@roomtone/contracts';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { useStableHandler } from '../../../lib/use-stable-handler.ts';
import { useSaveRevision } from '../api/rooms-api.ts';
import { calculate } from '../hooks/use-calculation.ts';
import { useCalculator } from '../hooks/use-calculator.ts';
import type { SponsorButton } from './add-surface-menu.tsx';
import { CalculatorBreadcrumb } from './calculator-breadcrumb.tsx';
import { CalculatorWorkspace } from './calculator-workspace.tsx';
import { DraftNotice } from './draft-notice.tsx';
import type { FinishPickerSlot } from './finish-picker-slot.ts';
import { LeaveDialog } from './leave-dialog.tsx';
import { RevisionPanel } from './revision-panel.tsx';

type RoomCalculatorProps = {
  room: RoomDetail;
  phases: PhaseOption[];
  projectId: string;
  revId: string | null;
  initialDocument: CalcDocument;
  initialPhaseId: string | null;
  revisionComment: string | null;
  loadError: string | null;
  isPro: boolean;
  sponsors: SponsorButton[];
  finishPicker: FinishPickerSlot;
  /** Called with the number of a revision this calculator saved, before it moves to its address. */
  onSaved: (revId: string) => void;
};

/**
 * The signed-in calculator of one room: the workspace, the breadcrumb and the revision panel that
 * saves. After a save it stays open on the saved revision (the loader keeps it when the address
 * follows), so what is typed while the save is on its way, or before the new address shows, stays.
 */
export function RoomCalculator(props: RoomCalculatorProps) {
  const { room, projectId } = props;
  // The revision on screen: the one opened, then the last one this calculator saved.
  const [opened, setOpened] = useState({ revId: props.revId, comment: props.revisionComment });
  const { revId } = opened;
  const routeKey = `room:${room._id}:${revId === null ? 'new' : `rev:${revId}`}`;
  const calculator = useCalculator(routeKey, () => props.initialDocument);
  const { state, dispatch } = calculator;
  const [phaseId, setPhaseId] = useState(props.initialPhaseId);
  const [errors, setErrors] = useState<string[]>(props.loadError === null ? [] : [props.loadError]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const save = useSaveRevision(room._id);
  const navigate = useNavigate();
  const comment = state.document.revisionComment ?? '';

  const handleSave = useStableHandler(() => {
    // A field that breaks its rule, in any variant, is not saved: the API would refuse it, and the
    // user sees why here.
    const [issue] = checkCalcDocument(state.document).filter((candidate) => !candidate.isMissing);
    if (issue !== undefined) {
      setErrors([`${calcIssueText(issue)}. Correct it to save.`]);
      return;
    }
    // The saved automatic choice is the first variant's (the room's own surfaces), as the summary reads it.
    const first =
      state.variant === 0
        ? calculator.calculation.result
        : calculate(variantDocument(state.document, 0)).result;
    const document: CalcDocument = {
      ...state.document,
      settings: {
        ...state.document.settings,
        reportModelAuto: first?.autoModel ?? null,
      },
    };
    setErrors([]);
    setFieldErrors({});
    // What was on screen when Save was pressed: changes made after it stay unsaved.
    const edited = state.document;
    save.mutate(
      { calc: JSON.stringify(document), revisionComment: comment, phaseId },
      {
        onSuccess: (answer) => {
          const savedRevId = String(answer.revision.id);
          dispatch({ type: 'markSaved', document: edited });
          calculator.forgetDraft();
          setOpened({ revId: savedRevId, comment: answer.revision.revisionComment });
          props.onSaved(savedRevId);
          calculator.allowNext();
          notifications.show({ message: MESSAGES.changesSaved });
          navigate(paths.editCalculation(projectId, room._id, savedRevId));
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            setErrors(error.errors.filter((message) => message !== ''));
            setFieldErrors(error.errfor);
          } else setErrors([MESSAGES.unknownServerError]);
        },
      },
    );
  });
  // Stable handlers: the revision panel is memoised, and its comment box measures itself on every
  // render, so it renders again only when what it shows changes.
  const changeComment = useCallback(
    (value: string) => dispatch({ type: 'setRoomField', field: 'revisionComment', value }),
    [dispatch],
  );
  const dismissError = useCallback(
    (index: number) => setErrors((current) => current.filter((_, position) => position !== index)),
    [],
  );

  return (
    <>
      <CalculatorWorkspace
        state={state}
        dispatch={dispatch}
        calculation={calculator.calculation}
        mode="signed-in"
        sponsors={props.sponsors}
        finishPicker={props.finishPicker}
        header={
          <CalculatorBreadcrumb
            projectId={projectId}
            projectName={room.project.name}
            roomId={room._id}
            roomName={room.name}
            revisionComment={opened.comment}
            revId={revId}
          />
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
          <RevisionPanel
            comment={comment}
            onCommentChange={changeComment}
            phases={props.phases}
            phaseId={phaseId}
            onPhaseChange={setPhaseId}
            isPhaseRequired={props.isPro}
            isSaving={save.isPending}
            isDirty={state.isDirty}
            isSaved={revId !== null}
            errors={errors}
            fieldErrors={fieldErrors}
            onDismissError={dismissError}
            onSave={handleSave}
          />
        }
      />
      <LeaveDialog blocker={calculator.blocker} />
    </>
  );
}
