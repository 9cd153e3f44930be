import { parseCalcDocument } from '@roomtone/acoustics';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { calculatedRoom } from '../model/calculated-room.ts';
import { defaultDocument } from '../model/default-document.ts';
import { MethodDetailPanel } from './method-detail-panel.tsx';
import { SuggestionsPanel } from './suggestions-panel.tsx';

/** A 30 × 20 × 10 ft room (6000 ft³, 169.9 m³) at 72 °F, or the same numbers in metres at 20 °C. */
function room(system: 'Metric' | 'Imperial') {
  const document = { ...defaultDocument(system), len: 30, width: 20, height: 10 };
  const parsed = parseCalcDocument(document);
  if (!parsed.ok) throw new Error(parsed.message);
  return { document, result: calculatedRoom(parsed.value) };
}

describe('units of the room in the method details and suggestions', () => {
  it('prints the speed of sound at the room temperature in °F for an Imperial room', () => {
    const { result } = room('Imperial');
    renderWithProviders(<MethodDetailPanel id="sabine" result={result} isOpen dispatch={vi.fn()} />);
    expect(screen.getByText(/c = .* ft\/s at 72\.0 °F;/)).toBeInTheDocument();
    expect(screen.queryByText(/°C/)).toBeNull();
  });

  it('prints it in °C for a Metric room', () => {
    const { result } = room('Metric');
    renderWithProviders(<MethodDetailPanel id="sabine" result={result} isOpen dispatch={vi.fn()} />);
    expect(screen.getByText(/c = .* m\/s at 20\.0 °C;/)).toBeInTheDocument();
  });

  it('gives the suggested goal and the graph axis in ft³ for an Imperial room', () => {
    const { document, result } = room('Imperial');
    renderWithProviders(<SuggestionsPanel document={document} result={result} dispatch={vi.fn()} />);
    expect(screen.getByTestId('suggested-goal')).toHaveTextContent(/^Suggested goal for 6000 ft³: /);
    const graph = screen.getByRole('img', { name: /^Suggested RT for .* from 353 to 3,531,467 ft³$/ });
    expect(graph).toHaveTextContent('Volume (ft³)');
    expect(graph).toHaveTextContent('1M');
    expect(graph.textContent).not.toContain('m³');
  });

  it('keeps m³ for a Metric room', () => {
    const { document, result } = room('Metric');
    renderWithProviders(<SuggestionsPanel document={document} result={result} dispatch={vi.fn()} />);
    expect(screen.getByTestId('suggested-goal')).toHaveTextContent(/^Suggested goal for 6000 m³: /);
    expect(screen.getByRole('img', { name: /from 10 to 100,000 m³$/ })).toHaveTextContent('Volume (m³)');
  });
});
