import type { Finish } from '@roomtone/contracts';
import type { FinishPickerSlotProps } from '../../features/calculator/components/finish-picker-slot.ts';
import { pickedFinishOf } from '../../features/calculator/model/picked-finish.ts';
import { FinishBrowsePicker } from '../../features/finishes/components/finish-browse-picker.tsx';
import { FinishSearchPicker } from '../../features/finishes/components/finish-search-picker.tsx';
import { CalculatorFinishList } from './calculator-finish-list.tsx';
import { PerObjectSearch } from './calculator-per-object-search.tsx';

/**
 * The calculator's finish pickers: the finishes feature's search and common-finishes browser, and,
 * over `GET /api/finishes/*` (packages/contracts/src/finishes.ts), the per-object search of sabin
 * surfaces and the organization and supplier browsers. Area surfaces are offered only
 * coefficients, sabin surfaces only finishes counted per object. The screens hand it to the calculator
 * through its picker slot. Loaded on first use (see calculator-lazy-finish-picker.tsx).
 */
/** The picker for one surface, chosen by where its finish comes from. */
export function CalculatorFinishPicker({
  source,
  label,
  onSelect,
  isPublic,
}: FinishPickerSlotProps & { isPublic: boolean }) {
  const handleSelect = (finish: Finish) => onSelect(pickedFinishOf(finish));
  switch (source.kind) {
    case 'search':
      return source.perObject ? (
        <PerObjectSearch label={label} onSelect={handleSelect} />
      ) : (
        <FinishSearchPicker
          mode={isPublic ? 'public' : 'signed-in'}
          unit="coefficient"
          label={`${label}: search`}
          onSelect={handleSelect}
        />
      );
    case 'common':
      return (
        <FinishBrowsePicker
          mode={isPublic ? 'public' : 'signed-in'}
          unit="coefficient"
          onSelect={handleSelect}
        />
      );
    case 'organization':
      return <CalculatorFinishList label={label} sponsorId={null} onSelect={handleSelect} />;
    case 'sponsor':
      return (
        <CalculatorFinishList
          label={label}
          sponsorId={source.sponsorId}
          kind={source.supplierKind}
          onSelect={handleSelect}
        />
      );
  }
}
