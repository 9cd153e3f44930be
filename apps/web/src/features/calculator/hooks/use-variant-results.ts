import type { RoomResult } from '@roomtone/acoustics';
import {
  assessedModelOf,
  type CalcDocument,
  calcIssueText,
  variantDocument,
  variantsOf,
} from '@roomtone/contracts';
import { useMemo } from 'react';
import { calculate } from './use-calculation.ts';

/** One variant's result with the model it is drawn with, and why it has none. */
export type VariantResult = {
  name: string;
  result: RoomResult | null;
  model: 'sabine' | 'eyring';
  /** RT per band of `model`, `null` where it has none. */
  values: (number | null)[];
  /** Why the variant has no result (a field that breaks its rule, missing dimensions), else null. */
  problem: string | null;
};

/** Every variant of a document computed as the room with its surfaces (proposals left out). */
export function variantResultsOf(document: CalcDocument): VariantResult[] {
  return variantsOf(document).map((variant, index) => {
    const { result, issues, parsed } = calculate(variantDocument(document, index));
    const model = assessedModelOf(document.settings?.reportModel, result?.autoModel ?? null);
    const broken = issues.find((issue) => !issue.isMissing);
    const problem =
      result !== null
        ? null
        : broken !== undefined
          ? calcIssueText(broken)
          : issues.length > 0
            ? 'The room needs its length, width and height.'
            : parsed.ok
              ? null
              : parsed.message;
    return {
      name: variant.name,
      result,
      model,
      values: result === null ? [] : result.rt[model].map((band) => band.value),
      problem,
    };
  });
}

/**
 * The variants' results while the room has more than one variant (empty otherwise: a room with one
 * variant draws nothing extra).
 */
export function useVariantResults(document: CalcDocument): VariantResult[] {
  const hasVariants = (document.variants?.length ?? 0) > 0;
  return useMemo(() => (hasVariants ? variantResultsOf(document) : []), [document, hasVariants]);
}
