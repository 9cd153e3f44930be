import { Button, Card, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { MESSAGES, type PhaseOption } from '@roomtone/contracts';
import { memo, useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';

type RevisionPanelProps = {
  comment: string;
  onCommentChange: (comment: string) => void;
  phases: PhaseOption[];
  phaseId: string | null;
  onPhaseChange: (phaseId: string | null) => void;
  isPhaseRequired: boolean;
  isSaving: boolean;
  isDirty: boolean;
  /** False for a new calculation no save has stored yet. */
  isSaved: boolean;
  errors: string[];
  fieldErrors: Record<string, string>;
  onDismissError: (index: number) => void;
  onSave: () => void;
};

function statusOf({ isSaving, isDirty, isSaved }: RevisionPanelProps): string {
  if (isSaving) return MESSAGES.saving;
  if (!isSaved) return isDirty ? 'Not saved yet (changes kept in this browser).' : 'Not saved yet.';
  return isDirty ? 'Unsaved changes (kept in this browser).' : 'All changes saved.';
}

/**
 * The revision comment (required), the project phase (required for pro) and Save (docs/product/screens.md and
 * validation.md).
 */
export const RevisionPanel = memo(function RevisionPanel(props: RevisionPanelProps) {
  const { comment, phaseId, isPhaseRequired, isSaving } = props;
  const [isCommentTouched, setIsCommentTouched] = useState(false);
  const commentError = comment.trim() === '' ? MESSAGES.required : null;
  const phaseError = isPhaseRequired && phaseId === null ? MESSAGES.required : null;
  const isValid = commentError === null && phaseError === null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="revision-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="revision-title">
          Revision
        </Title>
        <Text size="sm" c="dimmed">
          Saving creates a new revision of this room; earlier revisions stay as they are.
        </Text>
        <AlertList messages={props.errors} onClose={props.onDismissError} />
        <Textarea
          label="Revision comment"
          required
          autosize
          minRows={1}
          value={comment}
          onBlur={() => setIsCommentTouched(true)}
          onChange={(event) => props.onCommentChange(event.currentTarget.value)}
          error={(isCommentTouched ? commentError : null) ?? props.fieldErrors.revisionComment}
        />
        <Select
          label="Project phase"
          required={isPhaseRequired}
          clearable={!isPhaseRequired}
          placeholder={props.phases.length === 0 ? 'The project has no phases' : 'Choose a phase'}
          data={props.phases.map((phase) => ({ value: phase._id, label: phase.name }))}
          value={phaseId}
          onChange={props.onPhaseChange}
          error={props.fieldErrors.phaseId}
        />
        <Button onClick={props.onSave} disabled={!isValid || isSaving} loading={isSaving}>
          Save revision
        </Button>
        <Text size="xs" c="dimmed" role="status">
          {statusOf(props)}
        </Text>
      </Stack>
    </Card>
  );
});
