import { createContext, type ReactNode } from 'react';
import type { PickedFinish } from '../model/calc-actions.ts';
import type { FinishSource } from '../model/surface-catalogue.ts';

/** What the calculator asks of a finish picker: where to choose from, and what to do with the choice. */
export type FinishPickerSlotProps = {
  source: FinishSource;
  label: string;
  /** The chosen finish, as the surface keeps it. */
  onSelect: (finish: PickedFinish) => void;
};

/** Renders a finish picker; supplied by the screen (the finishes feature), never imported here. */
export type FinishPickerSlot = (props: FinishPickerSlotProps) => ReactNode;

/** The screen's finish picker, provided once for every surface card. */
export const FinishPickerContext = createContext<FinishPickerSlot | null>(null);
