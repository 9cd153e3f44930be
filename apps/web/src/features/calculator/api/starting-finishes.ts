import type { CommonFinishesResponse } from '@roomtone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { StartingFinishes, StartingSurface } from '../model/new-surface.ts';
import { pickedFinishOf } from '../model/picked-finish.ts';
import { calculatorQueries } from './rooms-api.ts';

/**
 * The common finish each starting surface begins with, by its stable seed id (docs/data.md):
 * rows of the seeded finish library in public categories, all from Hall, Basic Acoustics (1987).
 * Listed in docs/calculator.md.
 */
export const STARTING_FINISH_SEED_IDS: Record<StartingSurface, string> = {
  /** 'Gypsum wallboard, 1/2 in. on studs' (Walls). */
  walls: 'F0041',
  /** 'Vinyl tile on concrete' (Floors). */
  floor: 'F0094',
  /** 'Acoustic tile, suspended' (Ceilings). */
  ceiling: 'F0009',
};

/** The starting finishes picked from the common finishes (a surface whose finish is missing gets `null`). */
async function loadStartingFinishes(): Promise<StartingFinishes> {
  const { finishes } = await api.get<CommonFinishesResponse>(
    '/api/finishes/browsers/commons?unit=coefficient',
  );
  const bySeedId = new Map(
    finishes.flatMap((finish) =>
      finish.finishId !== null && finish.organizationId === null ? [[finish.finishId, finish] as const] : [],
    ),
  );
  const pick = (which: StartingSurface) => {
    const finish = bySeedId.get(STARTING_FINISH_SEED_IDS[which]);
    return finish === undefined ? null : pickedFinishOf(finish);
  };
  return { walls: pick('walls'), floor: pick('floor'), ceiling: pick('ceiling') };
}

/** The starting surfaces' finishes, through the common finishes browser's API. */
export function startingFinishesQuery() {
  return queryOptions({
    queryKey: [...calculatorQueries.all, 'starting-finishes'] as const,
    queryFn: loadStartingFinishes,
    staleTime: 10 * 60_000,
    // Offline or failing, the surfaces start without a finish at once rather than after retries.
    retry: false,
  });
}
