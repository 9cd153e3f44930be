import type { CalcDocument } from '@roomtone/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useReducer } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { calculate } from '../hooks/use-calculation.ts';
import { type CalcState, calcReducer, initialState } from '../model/calc-reducer.ts';
import { defaultDocument } from '../model/default-document.ts';
import { standardViewOf } from '../model/standard-view.ts';
import { ResultsTable } from './results-table.tsx';
import { StandardPanel } from './standard-panel.tsx';

// happy-dom has no layout, so Mantine hides the open dropdown; its options are queried hidden.
const OPTION = { hidden: true } as const;

async function choose(select: HTMLElement, name: string | RegExp) {
  fireEvent.click(select);
  const option = await waitFor(() => screen.getByRole('option', { ...OPTION, name }));
  fireEvent.click(option);
}

/**
 * A 9 × 7 × 3 m classroom (189 m³): gypsum walls, a vinyl floor and `ceilingM2` of the 63 m² of
 * ceiling in acoustic tile (Hall's coefficients, as the common finishes have them).
 */
function classroom(ceilingM2: number): CalcDocument {
  return {
    ...defaultDocument('Metric'),
    len: 9,
    width: 7,
    height: 3,
    surfaces: [
      {
        type: 'multiaxis-custom-alpha',
        name: 'Walls',
        ...{ a125: 0.3, a250: 0.1, a500: 0.05, a1000: 0.04, a2000: 0.07, a4000: 0.1 },
        area: { lr: 54, fr: 42 },
      },
      {
        type: 'multiaxis-custom-alpha',
        name: 'Floor',
        ...{ a125: 0.02, a250: 0.03, a500: 0.03, a1000: 0.03, a2000: 0.03, a4000: 0.02 },
        area: { fc: 63 },
        placement: { fc: 'floor' },
      },
      {
        type: 'multiaxis-custom-alpha',
        name: 'Ceiling',
        ...{ a125: 0.5, a250: 0.7, a500: 0.6, a1000: 0.7, a2000: 0.7, a4000: 0.5 },
        area: { fc: ceilingM2 },
        placement: { fc: 'ceiling' },
      },
    ],
  };
}

/** The standard panel and the results table of a document, driven by the calculator's reducer. */
function renderStandard(document: CalcDocument) {
  const latest: { state: CalcState } = { state: initialState(document) };
  function Harness() {
    const [state, dispatch] = useReducer(calcReducer, latest.state);
    latest.state = state;
    const { result } = calculate(state.document);
    const view = standardViewOf(state.document, result);
    return (
      <>
        <StandardPanel view={view} dispatch={dispatch} />
        <ResultsTable result={result} series={{}} dispatch={dispatch} problem={null} standard={view} />
      </>
    );
  }
  renderWithProviders(<Harness />);
  return { document: () => latest.state.document };
}

describe('StandardPanel', () => {
  it('holds the room against the chosen rule set and room type, explains the rule, and saves the choice', async () => {
    const { document } = renderStandard(classroom(54));
    expect(screen.queryByTestId('standard-verdict')).not.toBeInTheDocument();
    await choose(screen.getByRole('combobox', { name: 'Rule set' }), 'DIN 18041 (A1-A5)');
    // A rule set comes with its first room type, so the room always has a whole standard.
    expect(document().standard).toEqual({ ruleSet: 'din-18041-a', roomType: 'a1' });
    await choose(screen.getByRole('combobox', { name: 'Room type' }), 'A3 Education/communication');
    expect(document().standard).toEqual({ ruleSet: 'din-18041-a', roomType: 'a3' });

    const rule = screen.getByTestId('standard-rule');
    expect(rule).toHaveTextContent('T_soll = 0.32·lg(V/m³) − 0.17 s');
    expect(screen.getByTestId('standard-note')).toHaveTextContent('T_soll = 0.56 s at V = 189 m³.');
    expect(rule).toHaveTextContent('Source: DIN 18041:2016-03');
    expect(rule).toHaveTextContent('Assessed with Eyring');

    // 0.56 s × 0.8-1.2 is 0.45-0.67 s at 250-2000 Hz; Eyring gives 0.71 s at 500 Hz.
    const verdict = screen.getByTestId('standard-verdict');
    expect(verdict).toHaveTextContent(
      'DIN 18041 A3: passes at 125-250 Hz and 1000-4000 Hz, fails at 500 Hz by less than 0.1 s',
    );
    expect(verdict).toHaveAttribute('data-passes', 'false');
    const limits = screen.getByTestId('assessment-limits');
    expect(
      within(limits)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0.36-0.81', '0.45-0.67', '0.45-0.67', '0.45-0.67', '0.45-0.67', '0.36-0.67']);
    const bands = screen.getAllByTestId('band-verdict');
    expect(bands.map((band) => band.getAttribute('data-passes'))).toEqual([
      'true',
      'true',
      'false',
      'true',
      'true',
      'true',
    ]);
    expect(bands[2]).toHaveTextContent('fails −0.04');
    expect(bands[2]).toHaveAttribute('title', 'At 500 Hz the room has 0.71 s, above 0.45-0.67 s by 0.04 s.');

    await choose(screen.getByRole('combobox', { name: 'Rule set' }), 'None');
    expect(document().standard).toBeUndefined();
    expect(screen.queryByTestId('standard-verdict')).not.toBeInTheDocument();
    expect(screen.queryByTestId('assessment-limits')).not.toBeInTheDocument();
  });

  it('passes with the whole ceiling treated', () => {
    renderStandard({ ...classroom(63), standard: { ruleSet: 'din-18041-a', roomType: 'a3' } });
    expect(screen.getByTestId('standard-verdict')).toHaveTextContent('DIN 18041 A3: passes');
    expect(screen.getByTestId('standard-verdict')).toHaveAttribute('data-passes', 'true');
  });

  it('states why a rule does not apply instead of a verdict', () => {
    renderStandard({
      ...classroom(63),
      len: 3,
      width: 3,
      height: 2.5,
      standard: { ruleSet: 'din-18041-a', roomType: 'a2' },
    });
    expect(screen.getByTestId('standard-not-applicable')).toHaveTextContent(
      'DIN 18041 A2: not applicable. DIN 18041 A2 covers rooms from 50 m³; this room has 22.5 m³.',
    );
    expect(screen.queryByTestId('standard-verdict')).not.toBeInTheDocument();
    expect(screen.queryByTestId('band-verdict')).not.toBeInTheDocument();
  });

  it('holds the mean of a Tmf rule in one line (BB93)', () => {
    renderStandard({
      ...classroom(20),
      standard: { ruleSet: 'bb93', roomType: 'primary-classroom-new-build' },
    });
    expect(screen.getByTestId('assessment-mean')).toHaveTextContent(/of 500, 1000, 2000 Hz, limit ≤ 0\.60 s/);
    expect(screen.getByTestId('standard-verdict')).toHaveAttribute('data-passes', 'false');
  });
});
