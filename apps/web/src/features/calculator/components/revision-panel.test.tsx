import { MESSAGES } from '@roomtone/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { RevisionPanel } from './revision-panel.tsx';

function renderPanel(state: { isSaved: boolean; isDirty: boolean; isSaving?: boolean }) {
  renderWithProviders(
    <RevisionPanel
      comment="First pass"
      onCommentChange={() => {}}
      phases={[]}
      phaseId={null}
      onPhaseChange={() => {}}
      isPhaseRequired={false}
      isSaving={state.isSaving ?? false}
      isDirty={state.isDirty}
      isSaved={state.isSaved}
      errors={[]}
      fieldErrors={{}}
      onDismissError={() => {}}
      onSave={() => {}}
    />,
  );
  return screen.getByRole('status');
}

describe('RevisionPanel save status', () => {
  it('says a new calculation is not saved yet, never that its changes are saved', () => {
    expect(renderPanel({ isSaved: false, isDirty: false })).toHaveTextContent('Not saved yet.');
  });

  it('says a new calculation with edits is not saved yet and kept in this browser', () => {
    expect(renderPanel({ isSaved: false, isDirty: true })).toHaveTextContent(
      'Not saved yet (changes kept in this browser).',
    );
  });

  it('says a saved revision without edits has all its changes saved', () => {
    expect(renderPanel({ isSaved: true, isDirty: false })).toHaveTextContent('All changes saved.');
  });

  it('shows the spec message while saving', () => {
    expect(renderPanel({ isSaved: true, isDirty: true, isSaving: true })).toHaveTextContent(MESSAGES.saving);
  });
});
