import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { type AreaBudget, AreaBudgetContext } from '../model/area-budget.ts';
import { AreaMeter } from './area-meter.tsx';

function budgetOf(lr: [number, number]): AreaBudget {
  return { geometric: { lr: lr[0], fr: 30, fc: 80 }, covered: { lr: lr[1], fr: 30, fc: 80 } };
}

function meter(budget: AreaBudget, ownArea: number, onFill?: (area: number) => void) {
  return renderWithProviders(
    <AreaBudgetContext.Provider value={budget}>
      <AreaMeter axis="lr" ownArea={ownArea} unit="m²" onFill={onFill} />
    </AreaBudgetContext.Provider>,
  );
}

describe('AreaMeter', () => {
  it('states the covered and geometric areas, fills its bar to the share and offers the rest', () => {
    const onFill = vi.fn();
    meter(budgetOf([48, 30]), 10, onFill);
    expect(screen.getByText('30 of 48 m²')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Covered area of the group: 30 of 48 m²' });
    expect(bar).toHaveAttribute('aria-valuenow', '63');
    fireEvent.click(screen.getByRole('button', { name: 'Fill the rest of this group' }));
    // The others cover 20 m² of 48: this surface takes the remaining 28.
    expect(onFill).toHaveBeenCalledWith(28);
  });

  it('says over, in amber, and offers nothing to fill when the group is over its area', () => {
    meter(budgetOf([48, 60.04]), 20, vi.fn());
    const text = screen.getByText('60 of 48 m² (over)');
    expect(text).toHaveAttribute('data-over', 'true');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.queryByRole('button', { name: 'Fill the rest of this group' })).toBeNull();
  });

  it('offers nothing to fill when the surface already takes the rest, or when areas come from panels', () => {
    const { unmount } = meter(budgetOf([48, 48]), 18, vi.fn());
    expect(screen.getByText('48 of 48 m²')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    meter(budgetOf([48, 30]), 10);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows nothing before the room is computed', () => {
    const { container } = renderWithProviders(<AreaMeter axis="lr" ownArea={0} unit="m²" />);
    expect(container.querySelector('[data-testid="area-meter-lr"]')).toBeNull();
  });
});
