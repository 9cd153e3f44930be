import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import type { VariantResult } from '../hooks/use-variant-results.ts';
import { VARIANT_STYLES } from '../model/graph-overlays.ts';
import { VariantsTable } from './variants-table.tsx';

function variant(name: string, values: (number | null)[]): VariantResult {
  return {
    name,
    result: null,
    model: 'sabine',
    values,
    problem: 'The room needs its length, width and height.',
  };
}

const variants = [
  variant('Existing', [1.2, 1.1, 1, 0.9, 0.8, 0.7]),
  variant('Treated', [0.8, 0.7, 0.6, 0.6, 0.5, 0.5]),
];

describe('VariantsTable', () => {
  it('heads the bands in hertz and marks each variant with its curve on the graph', () => {
    renderWithProviders(<VariantsTable variants={variants} active={1} />);
    const table = screen.getByTestId('variants-table');
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'Variant',
      '125 Hz',
      '250 Hz',
      '500 Hz',
      '1000 Hz',
      '2000 Hz',
      '4000 Hz',
    ]);
    const strokes = Array.from(table.querySelectorAll('tbody svg line')).map((line) => ({
      color: line.getAttribute('stroke'),
      dash: line.getAttribute('stroke-dasharray') ?? '',
    }));
    expect(strokes).toEqual([VARIANT_STYLES[0], VARIANT_STYLES[1]]);
    expect(table.querySelector('[aria-current="true"]')).toHaveAttribute('data-variant', '1');
  });
});
