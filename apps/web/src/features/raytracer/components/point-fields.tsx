import { Group, NumberInput, Text } from '@mantine/core';
import type { Point } from '@roomtone/raytracer';

type PointFieldsProps = {
  label: string;
  point: Point;
  /** Metres per length unit of the room's document. */
  metresPerUnit: number;
  unit: string;
  error?: string | undefined;
  disabled?: boolean;
  onChange: (point: Point) => void;
};

const AXES = [
  { key: 'x', label: 'x (length)' },
  { key: 'y', label: 'y (width)' },
  { key: 'z', label: 'z (height)' },
] as const;

/** Three coordinates of a point, in the room's length unit. */
export function PointFields({
  label,
  point,
  metresPerUnit,
  unit,
  error,
  disabled,
  onChange,
}: PointFieldsProps) {
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {label}
      </Text>
      <Group gap="xs" grow wrap="nowrap">
        {AXES.map((axis) => (
          <NumberInput
            key={axis.key}
            aria-label={`${label} ${axis.label}, ${unit}`}
            description={axis.label}
            value={Math.round((point[axis.key] / metresPerUnit) * 100) / 100}
            step={0.1}
            decimalScale={2}
            min={0}
            suffix={` ${unit}`}
            disabled={disabled}
            error={axis.key === 'x' ? error : undefined}
            onChange={(value) => {
              if (typeof value !== 'number' || !Number.isFinite(value)) return;
              onChange({ ...point, [axis.key]: value * metresPerUnit });
            }}
          />
        ))}
      </Group>
    </div>
  );
}
