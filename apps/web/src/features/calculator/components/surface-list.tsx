import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import type { RoomResult } from '@roomtone/acoustics';
import type { CalcSurface } from '@roomtone/contracts';
import { type Dispatch, lazy, memo, Suspense, useCallback, useState } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import { DeleteSurfaceDialog } from './delete-surface-dialog.tsx';

/** The cards, their editors and drag-and-drop load with the first surface: a new calculation has none. */
const SortableSurfaces = lazy(async () => ({
  default: (await import('./sortable-surfaces.tsx')).SortableSurfaces,
}));

type SurfaceListProps = {
  surfaces: CalcSurface[];
  keys: string[];
  result: RoomResult | null;
  units: { length: string; area: string; sabins: string };
  /** The room has its three dimensions: the three starting surfaces can be offered. */
  canStart?: boolean;
  dispatch: Dispatch<CalcAction>;
};

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
            <Button size="xs" variant="light" onClick={() => dispatch({ type: 'addStartingSurfaces' })}>
              Start with walls, floor and ceiling
            </Button>
          ) : null}
        </Stack>
      ) : (
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
