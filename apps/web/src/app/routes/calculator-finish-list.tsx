import { Select } from '@mantine/core';
import { type Finish, finishNameOf, LIMITS } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { finishPickerQueries } from './calculator-finish-queries.ts';

type CalculatorFinishListProps = {
  label: string;
  /** The organization's own finishes, or one supplier's. */
  sponsorId: string | null;
  onSelect: (finish: Finish) => void;
};

/** A dropdown of the organization's finishes or of one supplier's finishes. */
export function CalculatorFinishList({ label, sponsorId, onSelect }: CalculatorFinishListProps) {
  const query = useQuery(finishPickerQueries.list(sponsorId));
  const finishes = query.data ?? [];
  const error = query.isError ? 'Finishes could not be loaded' : undefined;
  return (
    <Select
      size="xs"
      label={`${label}: ${sponsorId === null ? 'organization finish' : 'supplier finish'}`}
      placeholder={query.isLoading ? 'Loading…' : 'Choose a finish'}
      searchable
      value={null}
      data={finishes.map((finish) => ({ value: finish.id, label: finishNameOf(finish) }))}
      maxDropdownHeight={LIMITS.dropdownMaxHeightPx}
      comboboxProps={{ withinPortal: true }}
      error={error}
      onChange={(id) => {
        const finish = finishes.find((item) => item.id === id);
        if (finish !== undefined) onSelect(finish);
      }}
    />
  );
}
