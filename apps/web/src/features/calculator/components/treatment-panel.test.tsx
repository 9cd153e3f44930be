import { calculateRoom, parseCalcDocument } from '@roomtone/acoustics';
import type { CalcDocument, CalcSurface } from '@roomtone/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { calculate } from '../hooks/use-calculation.ts';
import type { CalcAction, PickedFinish } from '../model/calc-actions.ts';
import { defaultDocument } from '../model/default-document.ts';
import { standardViewOf } from '../model/standard-view.ts';
import { treatmentSources } from '../model/treatment-sources.ts';
import { FinishPickerContext, type FinishPickerSlot } from './finish-picker-slot.ts';
import { ProposalActions } from './proposal-actions.tsx';
import { TreatmentPanel } from './treatment-panel.tsx';

function finish(id: string, name: string, values: number[]): PickedFinish {
  const [a125 = 0, a250 = 0, a500 = 0, a1000 = 0, a2000 = 0, a4000 = 0] = values;
  return {
    id,
    finishName: name,
    finishDetails: '',
    unit: 'coefficient',
    a63: null,
    ...{ a125, a250, a500, a1000, a2000, a4000 },
    categoryName: 'Ceilings',
  };
}

const TILE = finish('tile', 'Acoustic tile, suspended', [0.5, 0.7, 0.6, 0.7, 0.7, 0.5]);
const FOAM = finish('foam', 'Dense foam', [0.4, 0.9, 0.95, 0.95, 0.9, 0.85]);
const THIN = finish('thin', 'Thin felt', [0.02, 0.05, 0.15, 0.3, 0.4, 0.45]);

/** A picker that offers the three products as buttons. */
const picker: FinishPickerSlot = ({ onSelect }) => (
  <>
    {[TILE, FOAM, THIN].map((product) => (
      <button key={product.id} type="button" onClick={() => onSelect(product)}>
        {`Pick ${product.finishName}`}
      </button>
    ))}
  </>
);

/** A 9 × 7 × 3 m classroom, its ceiling `ceilingM2` of 63 m² of tile, held against DIN 18041 A3. */
function classroom(
  ceilingM2: number,
  standard = { ruleSet: 'din-18041-a', roomType: 'a3' } as const,
): CalcDocument {
  const surface = (name: string, values: number[], area: CalcSurface['area'], fc?: 'floor' | 'ceiling') => {
    const [a125, a250, a500, a1000, a2000, a4000] = values;
    return {
      type: 'multiaxis-custom-alpha',
      name,
      ...{ a125, a250, a500, a1000, a2000, a4000 },
      area,
      ...(fc === undefined ? {} : { placement: { fc } }),
    };
  };
  return {
    ...defaultDocument('Metric'),
    len: 9,
    width: 7,
    height: 3,
    standard,
    surfaces: [
      surface('Walls', [0.3, 0.1, 0.05, 0.04, 0.07, 0.1], { lr: 54, fr: 42 }),
      surface('Floor', [0.02, 0.03, 0.03, 0.03, 0.03, 0.02], { fc: 63 }, 'floor'),
      surface('Ceiling', [0.5, 0.7, 0.6, 0.7, 0.7, 0.5], { fc: ceilingM2 }, 'ceiling'),
    ],
  };
}

function renderPanel(document: CalcDocument) {
  const calculation = calculate(document);
  const view = standardViewOf(document, calculation.result);
  if (view === null || !calculation.parsed.ok) throw new Error('the room has no standard or no result');
  const dispatch = vi.fn<(action: CalcAction) => void>();
  const sources = treatmentSources({
    canBrowseOrganizationFinishes: false,
    areSuppliersFirst: false,
    suppliers: [],
  });
  renderWithProviders(
    <FinishPickerContext.Provider value={picker}>
      <TreatmentPanel
        input={calculation.parsed.value}
        standard={view}
        system="Metric"
        sources={sources}
        dispatch={dispatch}
      />
    </FinishPickerContext.Provider>,
  );
  return { dispatch };
}

describe('TreatmentPanel', () => {
  it('sizes a ceiling product per band and adds it as a proposed surface that meets the standard', () => {
    const document = classroom(54);
    const { dispatch } = renderPanel(document);
    expect(screen.getByRole('button', { name: 'Propose' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Pick Acoustic tile, suspended' }));
    fireEvent.click(screen.getByRole('button', { name: 'Propose' }));

    expect(screen.getByTestId('treatment-amount')).toHaveTextContent(
      'Acoustic tile, suspended: 3.1 m² on the ceiling',
    );
    expect(screen.getByTestId('treatment-free-area')).toHaveTextContent('Free ceiling area: 9 m²');
    const bands = within(screen.getByTestId('treatment-bands'));
    expect(bands.getByText('500 Hz').closest('tr')).toHaveTextContent('3.1 m²');
    expect(bands.getByText('125 Hz').closest('tr')).toHaveTextContent('passes already');
    expect(screen.getByTestId('treatment-after')).toHaveTextContent('With it: DIN 18041 A3: passes');

    fireEvent.click(screen.getByRole('button', { name: 'Add as proposal' }));
    const action = dispatch.mock.calls[0]?.[0];
    if (action?.type !== 'addProposal') throw new Error('no proposal was added');
    expect(action.surface).toMatchObject({
      propose: true,
      finish: 'tile',
      name: 'Proposed: Acoustic tile, suspended (ceiling)',
      area: { lr: 0, fr: 0, fc: 3.1 },
      placement: { fc: 'ceiling' },
    });
    // The engine confirms it: the room with the proposed surface meets A3 with Eyring.
    const after = { ...document, surfaces: [...(document.surfaces ?? []), action.surface] };
    const parsed = parseCalcDocument(after, { proposals: 'include' });
    if (!parsed.ok) throw new Error(parsed.message);
    const eyring500 = calculateRoom(parsed.value).rt.eyring[2]?.value ?? Number.NaN;
    expect(eyring500).toBeLessThanOrEqual(0.672);
    // Left out as built (proposals excluded by default), the room still fails there.
    const asBuilt = parseCalcDocument(after);
    if (!asBuilt.ok) throw new Error(asBuilt.message);
    expect(calculateRoom(asBuilt.value).rt.eyring[2]?.value).toBeGreaterThan(0.672);
  });

  it('says which bands a product cannot meet and why', () => {
    renderPanel(classroom(20));
    fireEvent.click(screen.getByRole('button', { name: 'Pick Thin felt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Propose' }));
    const bands = within(screen.getByTestId('treatment-bands'));
    const unmet = bands.getAllByText('cannot be met');
    expect(unmet.length).toBeGreaterThan(0);
    expect(unmet[0]?.closest('tr')).toHaveTextContent(/Even the whole free ceiling \(43 m²\) leaves/);
  });

  it('among several products proposes the one needing least', () => {
    renderPanel(classroom(30));
    fireEvent.click(screen.getByRole('button', { name: 'Pick Acoustic tile, suspended' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pick Dense foam' }));
    expect(screen.getByTestId('treatment-products-picked')).toHaveTextContent('Acoustic tile, suspended');
    fireEvent.click(screen.getByRole('button', { name: 'Propose' }));
    const rows = within(screen.getByTestId('treatment-products')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-least'))).toEqual(['false', 'true']);
    expect(screen.getByTestId('treatment-amount')).toHaveTextContent(
      /^Dense foam: \d+(\.\d)? m² on the ceiling$/,
    );
    // A product is removed from the comparison with its button.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Dense foam' }));
    expect(screen.getByTestId('treatment-products-picked')).not.toHaveTextContent('Dense foam');
  });

  it('sizes nothing when the rule does not apply to the room', () => {
    renderPanel({
      ...classroom(20),
      len: 3,
      width: 3,
      height: 2.5,
      standard: { ruleSet: 'din-18041-a', roomType: 'a2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Pick Acoustic tile, suspended' }));
    expect(screen.getByRole('button', { name: 'Propose' })).toBeDisabled();
    expect(
      screen.getByText('DIN 18041 A2 does not apply to this room, so nothing can be sized.'),
    ).toBeInTheDocument();
  });
});

describe('ProposalActions', () => {
  it('accepts a proposed surface, or discards it', () => {
    const dispatch = vi.fn<(action: CalcAction) => void>();
    renderWithProviders(<ProposalActions index={3} dispatch={dispatch} />);
    expect(screen.getByText('Proposed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Accept the proposed surface #4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Discard the proposed surface #4' }));
    expect(dispatch.mock.calls.map(([action]) => action)).toEqual([
      { type: 'acceptProposal', index: 3 },
      { type: 'deleteSurface', index: 3 },
    ]);
  });
});
