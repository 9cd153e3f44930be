import { Select } from '@mantine/core';
import { type Finish, finishNameOf, LIMITS, type SupplierFinishKind } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { finishPickerQueries } from './calculator-finish-queries.ts';

type CalculatorFinishListProps = {
  label: string;
  /** The organization's own finishes, or one supplier's. */
  sponsorId: string | null;
  /** One kind of the supplier's finishes (its ceiling or wall button), or all of them. */
  kind?: SupplierFinishKind | null;
  onSelect: (finish: Finish) => void;
};

function listNameOf(sponsorId: string | null, kind: SupplierFinishKind | null): string {
  if (sponsorId === null) return 'organization finish';
  return kind === null ? 'supplier finish' : `supplier ${kind} finish`;
}

/** A dropdown of the organization's or one supplier's area finishes (coefficients). */
export function CalculatorFinishList({ label, sponsorId, kind = null, onSelect }: CalculatorFinishListProps) {
  const query = useQuery(finishPickerQueries.list(sponsorId, kind));
  const finishes = query.data ?? [];
  const error = query.isError ? 'Finishes could not be loaded' : undefined;
  return (
    <Select
      size="xs"
      label={`${label}: ${listNameOf(sponsorId, kind)}`}
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
