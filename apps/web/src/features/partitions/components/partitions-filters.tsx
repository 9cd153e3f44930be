import { Button, Grid, MultiSelect, RangeSlider, Stack, Text } from '@mantine/core';
import { LIMITS, type PartitionElement } from '@roomtone/contracts';
import { useEffect, useRef, useState } from 'react';

type PartitionsFiltersProps = {
  elements: PartitionElement[];
  stcRange: [number, number];
  selectedElements: string[];
  onStcRangeChange: (range: [number, number]) => void;
  onElementsChange: (codes: string[]) => void;
  onReset: () => void;
};

const MARKS = [0, 20, 40, 60, 80, 100].map((value) => ({ value, label: String(value) }));

/** STC range slider (0-100) and the multi-select of elements every partition shown must contain. */
export function PartitionsFilters({
  elements,
  stcRange,
  selectedElements,
  onStcRangeChange,
  onElementsChange,
  onReset,
}: PartitionsFiltersProps) {
  // The slider moves freely; the URL (and the query) change when it is let go. A range that
  // arrives from the URL otherwise (clear filters, back button) resets the slider.
  const [range, setRange] = useState<[number, number]>(stcRange);
  const committed = useRef<[number, number]>(stcRange);
  const [urlMin, urlMax] = stcRange;
  useEffect(() => {
    if (urlMin === committed.current[0] && urlMax === committed.current[1]) return;
    committed.current = [urlMin, urlMax];
    setRange([urlMin, urlMax]);
  }, [urlMin, urlMax]);
  const descriptions = new Map(elements.map((element) => [element.code, element.description]));
  const isFiltered =
    stcRange[0] !== LIMITS.stcSliderMin || stcRange[1] !== LIMITS.stcSliderMax || selectedElements.length > 0;
  return (
    <Grid gap="lg" align="flex-end">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="stc-range-label">
            STC range: {range[0]} to {range[1]}
          </Text>
          <RangeSlider
            min={LIMITS.stcSliderMin}
            max={LIMITS.stcSliderMax}
            minRange={0}
            value={range}
            onChange={setRange}
            onChangeEnd={(value) => {
              committed.current = value;
              onStcRangeChange(value);
            }}
            marks={MARKS}
            thumbFromLabel="Minimum STC"
            thumbToLabel="Maximum STC"
            mb="lg"
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <MultiSelect
          label="Elements"
          description="Show partitions that contain every chosen element"
          placeholder={selectedElements.length === 0 ? 'Any element' : undefined}
          data={elements.map((element) => ({ value: element.code, label: element.code }))}
          renderOption={({ option }) => `${option.value}: ${descriptions.get(option.value) ?? ''}`}
          filter={({ options, search }) => {
            const needle = search.trim().toLowerCase();
            return options.filter(
              (option) =>
                'value' in option &&
                `${option.value} ${descriptions.get(option.value) ?? ''}`.toLowerCase().includes(needle),
            );
          }}
          value={selectedElements}
          onChange={onElementsChange}
          searchable
          clearable
          maxDropdownHeight={LIMITS.dropdownMaxHeightPx}
          nothingFoundMessage="No element matches"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 2 }}>
        <Button variant="default" fullWidth onClick={onReset} disabled={!isFiltered}>
          Clear filters
        </Button>
      </Grid.Col>
    </Grid>
  );
}
