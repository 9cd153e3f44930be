import { Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Dispatch, useState } from 'react';
import { startingFinishesQuery } from '../api/starting-finishes.ts';
import type { CalcAction } from '../model/calc-actions.ts';
import { STARTING_SURFACES, type StartingFinishes, type StartingSurface } from '../model/new-surface.ts';

type StartingSurfacesButtonProps = {
  dispatch: Dispatch<CalcAction>;
  /** The starting surfaces that could not get their common finish (empty when all did). */
  onWithoutFinish: (surfaces: StartingSurface[]) => void;
};

/**
 * Adds walls, floor and ceiling with the room's areas and a common finish on each. The finishes
 * load while the button is shown; if they cannot be loaded the surfaces are added without them.
 */
export function StartingSurfacesButton({ dispatch, onWithoutFinish }: StartingSurfacesButtonProps) {
  const queryClient = useQueryClient();
  // Loaded as soon as the offer is shown, so a click usually finds the finishes ready.
  useQuery(startingFinishesQuery());
  const [isAdding, setAdding] = useState(false);
  const handleClick = async () => {
    setAdding(true);
    let finishes: StartingFinishes = {};
    try {
      finishes = await queryClient.fetchQuery(startingFinishesQuery());
    } catch {
      // Offline or failing: the surfaces start without a finish, and the list says so.
    }
    setAdding(false);
    dispatch({ type: 'addStartingSurfaces', finishes });
    onWithoutFinish(STARTING_SURFACES.filter((which) => !finishes[which]));
  };
  return (
    <Button size="xs" variant="light" loading={isAdding} onClick={handleClick}>
      Start with walls, floor and ceiling
    </Button>
  );
}
