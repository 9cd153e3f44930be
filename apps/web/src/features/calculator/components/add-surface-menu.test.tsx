import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { finishSourceOfType } from '../model/surface-catalogue.ts';
import { AddSurfaceMenu, type SponsorButton } from './add-surface-menu.tsx';

const SUPPLIERS: SponsorButton[] = [
  { id: 'lumen', name: 'Lumen Baffle Works (demo)', kinds: [] },
  { id: 'stillwater', name: 'Stillwater Interiors (demo)', kinds: ['ceiling', 'wall'] },
];

function renderMenu() {
  const dispatch = vi.fn();
  renderWithProviders(
    <AddSurfaceMenu canBrowseOrganizationFinishes sponsors={SUPPLIERS} dispatch={dispatch} />,
  );
  return dispatch;
}

describe('AddSurfaceMenu supplier buttons', () => {
  it('gives a supplier one button, or a ceiling and a wall button when it publishes them', () => {
    renderMenu();
    expect(screen.getByRole('button', { name: 'Lumen Baffle Works (demo)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stillwater Interiors (demo): ceilings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stillwater Interiors (demo): walls' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stillwater Interiors (demo)' })).toBeNull();
  });

  it("adds a surface that browses only that kind of the supplier's finishes", () => {
    const dispatch = renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Stillwater Interiors (demo): walls' }));
    fireEvent.click(screen.getByRole('button', { name: 'Lumen Baffle Works (demo)' }));
    const types = dispatch.mock.calls.map(([action]) => action.surfaceType as string);
    expect(types).toEqual(['sponsor-stillwater:wall', 'sponsor-lumen']);
    expect(types.map(finishSourceOfType)).toEqual([
      { kind: 'sponsor', sponsorId: 'stillwater', supplierKind: 'wall' },
      { kind: 'sponsor', sponsorId: 'lumen', supplierKind: null },
    ]);
  });
});

describe('AddSurfaceMenu in a vendor calculator', () => {
  it("offers the vendor's buttons first and hides the Experimental section when the vendor turns it off", () => {
    renderWithProviders(
      <AddSurfaceMenu
        canBrowseOrganizationFinishes={false}
        areSuppliersFirst
        isExperimentalShown={false}
        sponsors={[SUPPLIERS[1] as SponsorButton]}
        dispatch={vi.fn()}
      />,
    );
    const labels = screen.getAllByRole('button').map((button) => button.textContent);
    expect(labels.slice(0, 2)).toEqual([
      'Stillwater Interiors (demo): ceilings',
      'Stillwater Interiors (demo): walls',
    ]);
    expect(screen.queryByText('Experimental')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Browse organization finishes' })).toBeNull();
  });
});
