import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { SeriesSwatch } from './series-swatch.tsx';

function lineOf(container: HTMLElement) {
  const line = container.querySelector('svg line');
  if (line === null) throw new Error('The swatch draws no line.');
  return line;
}

describe('SeriesSwatch', () => {
  it('draws the curve in its colour and dash pattern', () => {
    const { container } = renderWithProviders(<SeriesSwatch color="#d9480f" dash="10 4" />);
    const line = lineOf(container);
    expect(line).toHaveAttribute('stroke', '#d9480f');
    expect(line).toHaveAttribute('stroke-dasharray', '10 4');
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws a solid curve as a solid line', () => {
    const { container } = renderWithProviders(<SeriesSwatch color="#212529" dash="" />);
    expect(lineOf(container)).not.toHaveAttribute('stroke-dasharray');
  });

  it('spans the width it is given', () => {
    const { container } = renderWithProviders(<SeriesSwatch color="#5f3dc4" dash="7 4" width={26} />);
    expect(container.querySelector('svg')).toHaveAttribute('width', '26');
    expect(lineOf(container)).toHaveAttribute('x2', '25');
  });
});
