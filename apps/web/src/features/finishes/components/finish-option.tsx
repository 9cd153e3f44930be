import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Finish } from '@roomtone/contracts';
import classes from './finish-option.module.css';
import { BAND_LABELS, bandValuesOf, nrcLabelOf } from './format-finish.ts';

/**
 * A finish as an option of a picker: name, category, the six coefficients with their bands, and
 * the NRC (or, for people and seats counted per object, the unit).
 */
export function FinishOption({ finish }: { finish: Finish }) {
  const values = bandValuesOf(finish);
  return (
    <Stack gap={2} className={classes.option}>
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Text size="sm" fw={500} lineClamp={2}>
          {finish.finishName}
        </Text>
        <Badge
          size="sm"
          variant="light"
          color={finish.unit === 'coefficient' ? 'blue' : 'grape'}
          className={classes.nrc}
        >
          {nrcLabelOf(finish)}
        </Badge>
      </Group>
      <div className={classes.bands} aria-hidden>
        {values.map((value, index) => (
          <span key={BAND_LABELS[index]} className={classes.band}>
            <span className={classes.bandLabel}>{BAND_LABELS[index]}</span>
            {value}
          </span>
        ))}
      </div>
      {finish.categoryName ? (
        <Text size="xs" c="dimmed">
          {finish.categoryName}
        </Text>
      ) : null}
    </Stack>
  );
}
