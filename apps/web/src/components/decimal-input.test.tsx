import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../testing/render.tsx';
import { DecimalInput } from './decimal-input.tsx';

function setup(value?: number) {
  const onChange = vi.fn();
  renderWithProviders(<DecimalInput label="α 500 Hz" value={value} onChange={onChange} />);
  return { onChange, input: screen.getByLabelText('α 500 Hz') };
}

describe('DecimalInput', () => {
  it('shows the value and passes on the number typed, with a decimal comma too', () => {
    const { onChange, input } = setup(0.5);
    expect(input).toHaveValue('0.5');
    fireEvent.change(input, { target: { value: '0,35' } });
    expect(onChange).toHaveBeenLastCalledWith(0.35);
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('keeps what is not a plain number as typed and says why at the field', () => {
    const { onChange, input } = setup();
    fireEvent.change(input, { target: { value: '1e9' } });
    expect(onChange).toHaveBeenLastCalledWith('1e9');
    expect(input).toHaveValue('1e9');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(input, { target: { value: '10,5' } });
    expect(onChange).toHaveBeenLastCalledWith(10.5);
  });
});
