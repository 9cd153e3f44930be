import type { CalcDocument, CalcSurface } from '@roomtone/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import type { PickedFinish } from '../model/calc-actions.ts';
import { type CalcState, calcReducer, initialState } from '../model/calc-reducer.ts';
import { CalcSystemContext } from '../model/calc-system-context.ts';
import { defaultDocument } from '../model/default-document.ts';
import { newSurface } from '../model/new-surface.ts';
import { FinishPickerContext, type FinishPickerSlot } from './finish-picker-slot.ts';
import { SurfaceEditor } from './surface-editor.tsx';

const ceilingTile: PickedFinish = {
  id: 'tile',
  finishName: 'Acoustic tile',
  finishDetails: '',
  unit: 'coefficient',
  a63: null,
  a125: 0.5,
  a250: 0.6,
  a500: 0.7,
  a1000: 0.8,
  a2000: 0.8,
  a4000: 0.8,
  categoryName: 'Ceilings',
};

// happy-dom has no layout, so Mantine hides the open dropdown; its options are queried hidden.
const OPTION = { hidden: true } as const;

/** Opens a select and chooses an option. */
async function choose(select: HTMLElement, name: string) {
  fireEvent.click(select);
  const option = await waitFor(() => screen.getByRole('option', { ...OPTION, name }));
  fireEvent.click(option);
}

/** A picker that chooses the ceiling tile at a click. */
const picker: FinishPickerSlot = ({ onSelect }) => (
  <button type="button" onClick={() => onSelect(ceilingTile)}>
    Choose the ceiling tile
  </button>
);

/** The editor of the first surface of a 10 × 8 × 3 m room, with the state it edits. */
function renderEditor(surface: CalcSurface) {
  const document: CalcDocument = {
    ...defaultDocument('Metric'),
    len: 10,
    width: 8,
    height: 3,
    surfaces: [surface],
  };
  const latest: { state: CalcState } = { state: initialState(document) };
  function Harness() {
    const [state, dispatch] = useReducer(calcReducer, latest.state);
    latest.state = state;
    const [first] = state.document.surfaces ?? [];
    if (first === undefined) return null;
    return (
      <SurfaceEditor
        index={0}
        surface={first}
        units={{ length: 'm', area: 'm²', sabins: 'm² sabins' }}
        dispatch={dispatch}
      />
    );
  }
  renderWithProviders(
    <CalcSystemContext.Provider value="Metric">
      <FinishPickerContext.Provider value={picker}>
        <Harness />
      </FinishPickerContext.Provider>
    </CalcSystemContext.Provider>,
  );
  return { surface: () => latest.state.document.surfaces?.[0] };
}

describe('SurfaceEditor', () => {
  it('takes positive and negative areas on an existing-room surface, and no placement', () => {
    const { surface } = renderEditor(newSurface('existing-room-rt'));
    const floor = screen.getByRole('textbox', { name: 'Floor/ceiling (fc) (m²)' });
    fireEvent.change(floor, { target: { value: '-20' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Sidewalls (lr) (m²)' }), {
      target: { value: '12,5' },
    });
    expect(surface()?.area).toMatchObject({ fc: -20, lr: 12.5 });
    expect(floor).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('combobox', { name: /Placement/ })).not.toBeInTheDocument();
  });

  it('offers a placement per group with an area, both faces by default', async () => {
    const { surface } = renderEditor(newSurface('multiaxis-search'));
    expect(screen.queryByRole('combobox', { name: /Placement/ })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Sidewalls (lr) (m²)' }), {
      target: { value: '30' },
    });
    const sidewalls = screen.getByRole('combobox', { name: 'Placement, Sidewalls (lr)' });
    expect(sidewalls).toHaveValue('Both faces (split evenly)');
    expect(screen.queryByRole('combobox', { name: 'Placement, Floor/ceiling (fc)' })).not.toBeInTheDocument();
    await choose(sidewalls, 'Left wall');
    expect(surface()?.placement).toEqual({ lr: 'left' });
    expect(sidewalls).toHaveValue('Left wall');
  });

  it('puts a ceiling product on the ceiling, and lets the user move it', async () => {
    const { surface } = renderEditor(newSurface('multiaxis-search'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Floor/ceiling (fc) (m²)' }), {
      target: { value: '80' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Choose the ceiling tile' }));
    const floorCeiling = screen.getByRole('combobox', { name: 'Placement, Floor/ceiling (fc)' });
    expect(floorCeiling).toHaveValue('Ceiling');
    expect(surface()?.placement).toEqual({ fc: 'ceiling' });
    await choose(floorCeiling, 'Floor');
    expect(surface()?.placement?.fc).toBe('floor');
    // Choosing the product again keeps the user's choice.
    fireEvent.click(screen.getByRole('button', { name: 'Choose the ceiling tile' }));
    expect(floorCeiling).toHaveValue('Floor');
  });

  it("places a supplier's ceiling button surface on the ceiling, and no other", () => {
    expect(newSurface('sponsor-acme:ceiling').placement).toEqual({ fc: 'ceiling' });
    expect(newSurface('sponsor-acme:wall').placement).toBeUndefined();
    expect(newSurface('sponsor-acme').placement).toBeUndefined();
  });
});
