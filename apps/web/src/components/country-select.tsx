import { Select, type SelectProps } from '@mantine/core';
import { COUNTRIES, LIMITS } from '@roomtone/contracts';

const OPTIONS = COUNTRIES.map((country) => ({
  value: country.code,
  label: `${country.name} (${country.code})`,
}));

/** A searchable country picker over the ISO 3166-1 list, by name or code; the value is the alpha-2 code. */
export function CountrySelect(props: Omit<SelectProps, 'data'>) {
  return (
    <Select
      data={OPTIONS}
      searchable
      autoComplete="off"
      nothingFoundMessage="No country matches"
      maxDropdownHeight={LIMITS.dropdownMaxHeightPx}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
