import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Stack } from '@mantine/core';
import type { CalcSurface } from '@roomtone/contracts';
import { type Dispatch, memo } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import { type CalculatedRoom, surfacesOf } from '../model/calculated-room.ts';
import { SurfaceCard } from './surface-card.tsx';

type SortableSurfacesProps = {
  surfaces: CalcSurface[];
  keys: string[];
  /** Null unless a card shows its results tab: the sortable context re-renders every card. */
  result: CalculatedRoom | null;
  units: { length: string; area: string; sabins: string };
  dispatch: Dispatch<CalcAction>;
  onDelete: (index: number) => void;
};

/**
 * The drag-and-drop list of surface cards (pointer and keyboard sensors). Memoized: dnd-kit's
 * sortable context changes on every render and re-renders each card, so a change elsewhere in the
 * room must not reach it.
 */
export const SortableSurfaces = memo(function SortableSurfaces({
  surfaces,
  keys,
  result,
  units,
  dispatch,
  onDelete,
}: SortableSurfacesProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // Built on the first read of this result and kept with it (surface-list passes null otherwise).
  const explained = result === null ? null : surfacesOf(result);
  const handleDragEnd = (event: DragEndEvent) => {
    const over = event.over;
    if (over === null) return;
    const from = keys.indexOf(String(event.active.id));
    const to = keys.indexOf(String(over.id));
    if (from >= 0 && to >= 0) dispatch({ type: 'moveSurface', from, to });
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={handleDragEnd}>
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <Stack gap="xs" component="ol" p={0} m={0}>
          {surfaces.map((surface, index) => {
            const key = keys[index] ?? `surface-index-${index}`;
            return (
              <SurfaceCard
                key={key}
                sortableId={key}
                index={index}
                count={surfaces.length}
                surface={surface}
                result={surface.activeTab === 'results' && !surface.minimize ? explained?.[index] : undefined}
                units={units}
                dispatch={dispatch}
                onDelete={onDelete}
              />
            );
          })}
        </Stack>
      </SortableContext>
    </DndContext>
  );
});
