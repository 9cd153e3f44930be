import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import type { CalcSurface } from '@roomtone/contracts';
import { type Dispatch, lazy, memo, Suspense, useCallback, useState } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import type { CalculatedRoom } from '../model/calculated-room.ts';
import type { StartingSurface } from '../model/new-surface.ts';
import { DeleteSurfaceDialog } from './delete-surface-dialog.tsx';
import { StartingSurfacesButton } from './starting-surfaces-button.tsx';

/** The cards, their editors and drag-and-drop load with the first surface: a new calculation has none. */
const SortableSurfaces = lazy(async () => ({
  default: (await import('./sortable-surfaces.tsx')).SortableSurfaces,
}));

type SurfaceListProps = {
  surfaces: CalcSurface[];
  keys: string[];
  result: CalculatedRoom | null;
  units: { length: string; area: string; sabins: string };
  /** The room has its three dimensions: the three starting surfaces can be offered. */
  canStart?: boolean;
  dispatch: Dispatch<CalcAction>;
};

/** Why some starting surfaces have no finish, and what to do, in a calm voice. */
function withoutFinishText(surfaces: StartingSurface[]): string {
  if (surfaces.length === 3) {
    return 'The common finishes could not be loaded, so the walls, floor and ceiling start without a finish. Choose a finish in each surface, or remove the ones you do not need.';
  }
  const names = surfaces.join(' and ');
  const isOne = surfaces.length === 1;
  return `The common finish for the ${names} could not be loaded, so ${isOne ? 'it starts' : 'they start'} without one. Choose a finish in ${isOne ? 'its surface' : 'their surfaces'}, or remove ${isOne ? 'it' : 'them'}.`;
}

function isShowingResults(surface: CalcSurface): boolean {
  return surface.activeTab === 'results' && !surface.minimize;
}

/** The room's surfaces in order, reorderable by drag (pointer or keyboard) and by the move buttons. */
export const SurfaceList = memo(function SurfaceList({
  surfaces,
  keys,
  result,
  units,
  canStart = false,
  dispatch,
}: SurfaceListProps) {
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const [withoutFinish, setWithoutFinish] = useState<StartingSurface[]>([]);
  const handleDelete = useCallback((index: number) => setPendingDelete(index), []);
  return (
    <Stack gap="xs" component="section" aria-labelledby="surfaces-title">
      <Title order={2} size="h4" id="surfaces-title">
        Room surfaces
      </Title>
      {surfaces.length === 0 ? (
        <Stack gap={6} align="flex-start">
          <Text size="sm" c="dimmed">
            No surfaces yet. Add one below; area not covered by a surface counts as perfectly reflective.
          </Text>
          {canStart ? (
            <StartingSurfacesButton dispatch={dispatch} onWithoutFinish={setWithoutFinish} />
          ) : null}
        </Stack>
      ) : (
        <>
          {withoutFinish.length > 0 ? (
            <Alert
              color="blue"
              variant="light"
              withCloseButton
              closeButtonLabel="Dismiss"
              onClose={() => setWithoutFinish([])}
              role="status"
              data-testid="starting-finish-notice"
            >
              {withoutFinishText(withoutFinish)}
            </Alert>
          ) : null}
          <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading surfaces" />}>
            <SortableSurfaces
              surfaces={surfaces}
              keys={keys}
              result={surfaces.some(isShowingResults) ? result : null}
              units={units}
              dispatch={dispatch}
              onDelete={handleDelete}
            />
          </Suspense>
        </>
      )}
      <DeleteSurfaceDialog
        surfaceNumber={pendingDelete === null ? null : pendingDelete + 1}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => {
          if (pendingDelete !== null) dispatch({ type: 'deleteSurface', index: pendingDelete });
          setPendingDelete(null);
        }}
      />
    </Stack>
  );
});
