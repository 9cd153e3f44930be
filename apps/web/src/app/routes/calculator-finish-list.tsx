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

/** What the closed dropdown says: loading, an empty list, or the invitation to choose. */
function emptyListPlaceholder(isLoading: boolean, isEmpty: boolean): string {
  if (isLoading) return 'Loading…';
  return isEmpty ? 'No area finishes here yet' : 'Choose a finish';
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
      placeholder={emptyListPlaceholder(query.isLoading, query.isSuccess && finishes.length === 0)}
      searchable
      nothingFoundMessage="No finish matches"
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
