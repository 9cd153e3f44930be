import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { DeleteSurfaceDialog } from './delete-surface-dialog.tsx';

describe('DeleteSurfaceDialog', () => {
  it('asks exactly, and every button has a name', async () => {
    const onCancel = vi.fn();
    renderWithProviders(<DeleteSurfaceDialog surfaceNumber={3} onConfirm={vi.fn()} onCancel={onCancel} />);
    expect((await screen.findByTestId('delete-surface-question')).textContent).toBe(
      'Really delete Surface #3?  There is no undo.',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
