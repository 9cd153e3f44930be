import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../testing/api-responses.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { type Calculation, calculate } from '../hooks/use-calculation.ts';
import { initialState } from '../model/calc-reducer.ts';
import type { CalculatorMode } from '../model/calculator-mode.ts';
import { defaultDocument, defaultGui } from '../model/default-document.ts';
import { CalculatorWorkspace } from './calculator-workspace.tsx';

/** A computable Metric room with the Advanced Settings view open. */
function advancedRoom() {
  const document = {
    ...defaultDocument('Metric'),
    len: 9,
    width: 7,
    height: 3,
    gui: { ...defaultGui(), propertiesMode: 'advanced' as const },
  };
  const calculation: Calculation = { ...calculate(document), lastResult: null };
  return { state: initialState(document), calculation };
}

function renderIn(mode: CalculatorMode) {
  const { state, calculation } = advancedRoom();
  // The room has its dimensions, so the starting surfaces' finishes load in the background.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => envelope({ finishes: [], categories: [] })),
  );
  return renderWithProviders(
    <CalculatorWorkspace
      mode={mode}
      state={state}
      dispatch={vi.fn()}
      calculation={calculation}
      sponsors={[]}
      finishPicker={() => null}
      header={<h1>RT Calculator</h1>}
      sidePanel={null}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CalculatorWorkspace modes', () => {
  it.each(['public', 'vendor'] as const)(
    'hides the report model in %s mode and keeps the rest of Advanced Settings',
    (mode) => {
      renderIn(mode);
      expect(screen.getByRole('switch', { name: 'Air absorption' })).toBeInTheDocument();
      expect(screen.getByTestId('auto-model')).toHaveTextContent('Automatic model choice:');
      expect(screen.queryByLabelText('Report model')).not.toBeInTheDocument();
      expect(screen.queryByText('Report model')).not.toBeInTheDocument();
    },
  );

  it('offers the report model when signed in', () => {
    renderIn('signed-in');
    const fields = screen.getAllByLabelText('Report model');
    expect(fields.find((field) => field instanceof HTMLInputElement)).toHaveValue('Automatic');
  });

  it('offers the organization finishes only when signed in', () => {
    const { unmount } = renderIn('signed-in');
    expect(screen.getByRole('button', { name: 'Browse organization finishes' })).toBeInTheDocument();
    unmount();
    for (const mode of ['public', 'vendor'] as const) {
      const view = renderIn(mode);
      expect(screen.getByRole('button', { name: 'Browse common finishes' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Browse organization finishes' })).not.toBeInTheDocument();
      view.unmount();
    }
  }, 20_000);
});
