import { SegmentedControl, TextInput } from '@mantine/core';
import type { CalcNumber } from '@roomtone/contracts';
import { type Dispatch, memo } from 'react';
import type { CalcAction, RoomField } from '../model/calc-actions.ts';
import { CalcNumberInput, type CalcNumberInputProps } from './calc-number-input.tsx';

/*
 * The room properties panel's controls, each memoized on its own value and the (stable) dispatch,
 * so that a change of one field re-renders that field only.
 */

type RoomNumberFieldProps = Omit<CalcNumberInputProps, 'onCalcChange'> & {
  field: RoomField;
  dispatch: Dispatch<CalcAction>;
};

/** A number field of the room. */
export const RoomNumberField = memo(function RoomNumberField({
  field,
  dispatch,
  ...props
}: RoomNumberFieldProps) {
  return (
    <CalcNumberInput {...props} onCalcChange={(value) => dispatch({ type: 'setRoomField', field, value })} />
  );
});

type RoomTextFieldProps = {
  label: string;
  field: RoomField;
  value: CalcNumber | null | undefined;
  dispatch: Dispatch<CalcAction>;
};

/** A text field of the room (name, number). */
export const RoomTextField = memo(function RoomTextField({
  label,
  field,
  value,
  dispatch,
}: RoomTextFieldProps) {
  return (
    <TextInput
      size="xs"
      label={label}
      value={value ?? ''}
      onChange={(event) => dispatch({ type: 'setRoomField', field, value: event.currentTarget.value })}
    />
  );
});

type UnitSystemControlProps = { system: 'Metric' | 'Imperial'; dispatch: Dispatch<CalcAction> };

/** Metric or Imperial (switching converts what was entered). */
export const UnitSystemControl = memo(function UnitSystemControl({
  system,
  dispatch,
}: UnitSystemControlProps) {
  return (
    <SegmentedControl
      size="xs"
      value={system}
      aria-label="Unit system"
      data={[
        { value: 'Metric', label: 'Metric' },
        { value: 'Imperial', label: 'Imperial' },
      ]}
      onChange={(value) =>
        dispatch({ type: 'setUnitSystem', system: value === 'Metric' ? 'Metric' : 'Imperial' })
      }
    />
  );
});

type PropertiesViewControlProps = { mode: 'suggestions' | 'advanced'; dispatch: Dispatch<CalcAction> };

/** RT Suggestions or Advanced Settings below the room fields. */
export const PropertiesViewControl = memo(function PropertiesViewControl({
  mode,
  dispatch,
}: PropertiesViewControlProps) {
  return (
    <SegmentedControl
      size="xs"
      fullWidth
      value={mode}
      aria-label="Room properties view"
      data={[
        { value: 'suggestions', label: 'RT Suggestions' },
        { value: 'advanced', label: 'Advanced Settings' },
      ]}
      onChange={(value) =>
        dispatch({
          type: 'setGui',
          gui: { propertiesMode: value === 'advanced' ? 'advanced' : 'suggestions' },
        })
      }
    />
  );
});
