import type { Finish } from '@roomtone/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useReducer } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../testing/api-responses.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { STARTING_FINISH_SEED_IDS } from '../api/starting-finishes.ts';
import { calcReducer, initialState } from '../model/calc-reducer.ts';
import { defaultDocument } from '../model/default-document.ts';
import { SurfaceList } from './surface-list.tsx';

function finish(finishId: string, name: string, categoryName: string, a500: number): Finish {
  return {
    id: `uuid-${finishId}`,
    finishId,
    categoryId: `cat-${categoryName}`,
    categoryName,
    categoryIsPublic: true,
    organizationId: null,
    isSponsor: false,
    name,
    description: `${name}.`,
    altkeywords: '',
    manufacturer: '',
    model: '',
    thickness: '',
    density: '',
    mounting: '',
    feat1: '',
    feat2: '',
    feat3: '',
    feat4: '',
    feat5: '',
    suggest: false,
    unit: 'coefficient',
    a63: null,
    a125: a500,
    a250: a500,
    a500,
    a1000: a500,
    a2000: a500,
    a4000: a500,
    nrc: null,
    finishName: name,
    finishDetails: '',
    source: '[HALL]',
    flags: '',
    createdBy: null,
    createdOn: '2024-01-01T00:00:00.000Z',
    updatedOn: '2024-01-01T00:00:00.000Z',
  };
}

const COMMONS = [
  finish('F0001', 'Woodwool', 'Ceilings', 0.85),
  finish(STARTING_FINISH_SEED_IDS.walls, 'Gypsum wallboard, 1/2 in. on studs', 'Walls', 0.05),
  finish(STARTING_FINISH_SEED_IDS.floor, 'Vinyl tile on concrete', 'Floors', 0.03),
  finish(STARTING_FINISH_SEED_IDS.ceiling, 'Acoustic tile, suspended', 'Ceilings', 0.6),
];

/** The surface list of a 10 × 8 × 3 m room, with the calculator's reducer behind it. */
function Harness() {
  const [state, dispatch] = useReducer(
    calcReducer,
    initialState({ ...defaultDocument('Metric'), len: 10, width: 8, height: 3 }),
  );
  return (
    <SurfaceList
      surfaces={state.document.surfaces ?? []}
      keys={state.surfaceKeys}
      result={null}
      units={{ length: 'm', area: 'm²', sabins: 'metric sabins' }}
      canStart
      dispatch={dispatch}
    />
  );
}

function renderList(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  return renderWithProviders(<Harness />);
}

async function startSurfaces() {
  fireEvent.click(screen.getByRole('button', { name: 'Start with walls, floor and ceiling' }));
  const cards = await screen.findAllByTestId('surface-card', {}, { timeout: 5000 });
  expect(cards).toHaveLength(3);
  return cards;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the starting surfaces', () => {
  it('load the common finishes by their seed ids and start each surface with one', async () => {
    const fetchMock = vi.fn(async () => envelope({ finishes: COMMONS, categories: [] }));
    renderList(fetchMock);
    const cards = await startSurfaces();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/finishes/browsers/commons?unit=coefficient',
      expect.anything(),
    );
    const chosen = cards.map((card) => within(card).getByTestId('chosen-finish').textContent);
    expect(chosen).toEqual([
      'Gypsum wallboard, 1/2 in. on studs',
      'Vinyl tile on concrete',
      'Acoustic tile, suspended',
    ]);
    expect(screen.queryByTestId('starting-finish-notice')).not.toBeInTheDocument();
  });

  it('still start, without a finish, and say so calmly when the finishes cannot be loaded', async () => {
    renderList(vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const cards = await startSurfaces();
    for (const card of cards) expect(within(card).getByText('No finish chosen yet.')).toBeInTheDocument();
    const notice = screen.getByTestId('starting-finish-notice');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent(
      'The common finishes could not be loaded, so the walls, floor and ceiling start without a finish. Choose a finish in each surface, or remove the ones you do not need.',
    );
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('starting-finish-notice')).not.toBeInTheDocument());
  });

  it('name the one surface whose finish is missing from the library', async () => {
    const withoutFloor = COMMONS.filter((row) => row.finishId !== STARTING_FINISH_SEED_IDS.floor);
    renderList(vi.fn(async () => envelope({ finishes: withoutFloor, categories: [] })));
    const cards = await startSurfaces();
    expect(within(cards[1] as HTMLElement).getByText('No finish chosen yet.')).toBeInTheDocument();
    expect(screen.getByTestId('starting-finish-notice')).toHaveTextContent(
      'The common finish for the floor could not be loaded, so it starts without one. Choose a finish in its surface, or remove it.',
    );
  });
});
