import { type CalcDocument, variantsOf } from '@roomtone/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { type CalcState, calcReducer, initialState } from '../model/calc-reducer.ts';
import { defaultDocument } from '../model/default-document.ts';
import { nextVariantName, VariantSwitcher } from './variant-switcher.tsx';

const tile = { type: 'multiaxis-custom-alpha', name: 'Ceiling tile', a500: 0.6, area: { fc: 40 } };

function renderSwitcher(document: CalcDocument) {
  const latest: { state: CalcState } = { state: initialState(document) };
  function Harness() {
    const [state, dispatch] = useReducer(calcReducer, latest.state);
    latest.state = state;
    const names = variantsOf(state.document).map((variant) => variant.name);
    return <VariantSwitcher names={names} active={state.variant} dispatch={dispatch} />;
  }
  renderWithProviders(<Harness />);
  return { state: () => latest.state };
}

function nameField() {
  return screen.getByRole('textbox', { name: /^Variant name/ });
}

/** The dialog opens with a transition: its field appears a moment later. */
async function openedNameField() {
  return screen.findByRole('textbox', { name: /^Variant name/ });
}

describe('VariantSwitcher', () => {
  it('adds a named copy of the open variant and opens it; refuses an empty, repeated or long name', async () => {
    const { state } = renderSwitcher({ ...defaultDocument('Metric'), surfaces: [tile] });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Existing']);
    expect(screen.getByRole('button', { name: 'Delete variant' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    expect(await openedNameField()).toHaveValue('Option A');
    for (const [wrong, message] of [
      ['  ', 'This field is required'],
      ['existing', 'Another variant of this room has this name'],
      ['x'.repeat(61), 'Must be at most 60 characters'],
    ] as const) {
      fireEvent.change(nameField(), { target: { value: wrong } });
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
      expect(screen.getByText(message)).toBeInTheDocument();
      expect(state().document.variants).toBeUndefined();
    }
    fireEvent.change(nameField(), { target: { value: ' Option A: ceiling ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(2));
    expect(state().document.variants).toEqual([{ name: 'Option A: ceiling', surfaces: [tile] }]);
    expect(state().variant).toBe(1);
    expect(state().isDirty).toBe(true);
    expect(screen.getByRole('tab', { name: 'Option A: ceiling' })).toHaveAttribute('aria-selected', 'true');
  });

  it('switches, renames and deletes (after the question) a variant', async () => {
    const { state } = renderSwitcher({
      ...defaultDocument('Metric'),
      surfaces: [tile],
      variants: [{ name: 'Option A', surfaces: [] }],
    });
    fireEvent.click(screen.getByRole('tab', { name: 'Option A' }));
    expect(state().variant).toBe(1);
    expect(state().surfaceKeys).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(await openedNameField()).toHaveValue('Option A');
    fireEvent.change(nameField(), { target: { value: 'Existing' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rename' }));
    expect(screen.getByText('Another variant of this room has this name')).toBeInTheDocument();
    fireEvent.change(nameField(), { target: { value: 'Option B: walls' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Option B: walls' })).toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Delete variant' }));
    expect(await screen.findByTestId('delete-variant-question')).toHaveTextContent(
      'Really delete the variant Option B: walls and its surfaces? There is no undo.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(state().document.variants).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Delete variant' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete variant' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(screen.getAllByRole('tab')).toHaveLength(1));
    expect(state().document.variants).toBeUndefined();
    expect(state().variant).toBe(0);
    expect(state().document.surfaces).toEqual([tile]);
  });

  it('names a new variant after the first unused option letter', () => {
    expect(nextVariantName(['Existing'])).toBe('Option A');
    expect(nextVariantName(['Existing', 'option a', 'Option C'])).toBe('Option B');
  });
});
