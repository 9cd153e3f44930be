import type { CalcUnitSystem } from '@roomtone/contracts';
import { createContext } from 'react';

/**
 * The unit system of the calculation on screen, for the number fields' rules (a length limit in m
 * or ft, a temperature range in °C or °F). A context, so a field re-renders when the system
 * changes, not when any other value of the document does.
 */
export const CalcSystemContext = createContext<CalcUnitSystem>('Imperial');
