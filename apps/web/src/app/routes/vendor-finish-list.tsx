import { Select } from '@mantine/core';
import { finishNameOf, LIMITS, type SupplierFinishKind } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import type { PickedFinish } from '../../features/calculator/model/calc-actions.ts';
import { pickedFinishOf } from '../../features/calculator/model/picked-finish.ts';
import { vendorQueries } from '../../features/vendors/api/vendor-queries.ts';

type VendorFinishListProps = {
  vendorName: string;
  label: string;
  kind: SupplierFinishKind | null;
  onSelect: (finish: PickedFinish) => void;
};

/** A dropdown of the vendor's own area finishes, which visitors of its calculator may use. */
export function VendorFinishList({ vendorName, label, kind, onSelect }: VendorFinishListProps) {
  const query = useQuery(vendorQueries.finishes(vendorName, kind));
  const finishes = query.data?.finishes ?? [];
  const isEmpty = query.isSuccess && finishes.length === 0;
  const placeholder = query.isLoading
    ? 'Loading…'
    : isEmpty
      ? 'No area finishes here yet'
      : 'Choose a finish';
  return (
    <Select
      size="xs"
      label={`${label}: ${kind === null ? 'product' : `${kind} product`}`}
      placeholder={placeholder}
      searchable
      nothingFoundMessage="No finish matches"
      value={null}
      data={finishes.map((finish) => ({ value: finish.id, label: finishNameOf(finish) }))}
      maxDropdownHeight={LIMITS.dropdownMaxHeightPx}
      comboboxProps={{ withinPortal: true }}
      error={query.isError ? 'Finishes could not be loaded' : undefined}
      onChange={(id) => {
        const finish = finishes.find((item) => item.id === id);
        if (finish !== undefined) onSelect(pickedFinishOf(finish));
      }}
    />
  );
}
