import type { CalcDocument } from '@roomtone/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { calculate } from '../hooks/use-calculation.ts';
import type { CalculatedRoom } from '../model/calculated-room.ts';
import { defaultDocument } from '../model/default-document.ts';
import { MethodDetailPanel } from './method-detail-panel.tsx';

/** docs/acoustics.md's worked example: 10 × 8 × 3 m, an absorptive ceiling over hard walls and floor. */
function workedExample(rtDecay = 60): CalculatedRoom {
  const document: CalcDocument = {
    ...defaultDocument('Metric'),
    len: 10,
    width: 8,
    height: 3,
    rtDecay,
    surfaces: [
      { type: 'multiaxis-custom-alpha', name: 'Walls', a500: 0.05, a1000: 0.05, area: { lr: 60, fr: 48 } },
      {
        type: 'multiaxis-custom-alpha',
        name: 'Floor',
        a500: 0.05,
        a1000: 0.05,
        area: { fc: 80 },
        placement: { fc: 'floor' },
      },
      {
        type: 'multiaxis-custom-alpha',
        name: 'Ceiling',
        a500: 0.7,
        a1000: 0.9,
        area: { fc: 80 },
        placement: { fc: 'ceiling' },
      },
    ],
  };
  const { result } = calculate(document);
  if (result === null) throw new Error('the worked example does not compute');
  return result;
}

function renderPanel(result: CalculatedRoom) {
  return renderWithProviders(<MethodDetailPanel id="neubauer" result={result} isOpen dispatch={vi.fn()} />);
}

function cells(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('the Neubauer detail panel', () => {
  it("shows eq. 20 face by face at 500 Hz with the engine's numbers, units and the source", () => {
    const result = workedExample();
    renderPanel(result);
    expect(screen.getByText(/Lehmann's ISM toolbox \(ISM_AbsCoeff\.m\)/)).toBeInTheDocument();
    const faces = screen.getByRole('table', { name: 'Neubauer faces' });
    expect([...faces.querySelectorAll('thead th')].map((header) => header.textContent)).toEqual([
      'Face',
      'Si (m²)',
      'Ai (metric sabins)',
      'ρi = 1 − Ai/Si',
      'ρi(ρi − ρG)·Si² (m⁴)',
    ]);
    const row = (face: string) => faces.querySelector<HTMLElement>(`tr[data-face="${face}"]`);
    const ceiling = row('ceiling');
    const floor = row('floor');
    const left = row('left');
    if (ceiling === null || floor === null || left === null) throw new Error('missing face rows');
    // Area, absorption, ρ, term: 80²·0.3·(0.3 − 0.625) = −624 and 80²·0.95·(0.95 − 0.625) = 1976.
    expect(cells(ceiling)).toEqual(['80.00', '56', '0.30', '-624']);
    expect(cells(floor)).toEqual(['80.00', '4', '0.95', '1,976']);
    expect(cells(left)).toEqual(['30.00', '2', '0.95', '0']);
    const shares = (face: string) => faces.querySelector(`tr[data-face-shares="${face}"]`)?.textContent;
    expect(shares('ceiling')).toBe('Surface #3 Ceiling: 56 metric sabins');
    expect(shares('floor')).toBe('Surface #2 Floor: 4 metric sabins');
    expect(shares('left')).toBe('Surface #1 Walls: 2 metric sabins (half: on both faces)');
    expect(faces.querySelector('tr[data-group-sum="ceilingFloor"]')).toHaveTextContent('1,352');
    expect(faces).toHaveTextContent(
      'Ceiling and floor: Scf = 160.00 m², Acf = 60 metric sabins, ρcf = 1 − Acf/Scf = 0.63',
    );

    const groups = screen.getByRole('table', { name: 'Neubauer groups' });
    const groupRow = (label: string) => {
      const row = within(groups)
        .getAllByRole('row')
        .find((candidate) => candidate.querySelector('th')?.textContent === label);
      if (row === undefined) throw new Error(`no row ${label}`);
      return cells(row);
    };
    expect(groupRow('Correction ΣG/(ρG·SG)²')).toEqual(['0.0000', '0.1352']);
    expect(groupRow('α*G = −ln ρ̄ + correction')).toEqual(['0.2798', '0.4150']);
    const sum = screen.getByTestId('neubauer-sum').textContent ?? '';
    expect(sum).toMatch(/^T = Tw \+ Tcf = 0\.\d{3} \+ 0\.\d{3} = 0\.415 s$/);
    expect(screen.getByTestId('neubauer-band-result')).toHaveTextContent(
      'Neubauer at 500 Hz: 0.4 s (results table, one decimal).',
    );
    expect(result.rt.neubauer[2]?.value).toBeCloseTo(0.415, 3);
  });

  it('follows the band chosen', () => {
    renderPanel(workedExample());
    fireEvent.click(screen.getByRole('radio', { name: '1000' }));
    const ceiling = screen
      .getByRole('table', { name: 'Neubauer faces' })
      .querySelector<HTMLElement>('tr[data-face="ceiling"]');
    expect(ceiling && cells(ceiling)).toEqual(['80.00', '72', '0.10', expect.any(String)]);
    expect(screen.getByTestId('neubauer-band-result')).toHaveTextContent(/^Neubauer at 1000 Hz: \d\.\d s/);
  });

  it('says why a band has no value, and shows a face without surfaces as perfectly reflective', () => {
    renderPanel(workedExample());
    fireEvent.click(screen.getByRole('radio', { name: '125' }));
    expect(screen.getByTestId('neubauer-band-result')).toHaveTextContent(
      'Neubauer at 125 Hz has no value: no absorption: the time would be infinite.',
    );
    expect(screen.getAllByText('No surface: perfectly reflective.')).toHaveLength(6);
  });

  it('shows the decay range applied to the sum', () => {
    renderPanel(workedExample(30));
    expect(screen.getByTestId('neubauer-sum')).toHaveTextContent(/; for a 30 dB decay T·30\/60 = 0\.207 s$/);
  });

  it('gives an Imperial room its units: ft², sabins and ft⁴', () => {
    const document: CalcDocument = {
      ...defaultDocument('Imperial'),
      len: 30,
      width: 25,
      height: 10,
      surfaces: [
        {
          type: 'multiaxis-custom-alpha',
          name: 'Tiles',
          a500: 0.6,
          area: { fc: 750 },
          placement: { fc: 'ceiling' },
        },
      ],
    };
    const { result } = calculate(document);
    if (result === null) throw new Error('the room does not compute');
    renderPanel(result);
    const faces = screen.getByRole('table', { name: 'Neubauer faces' });
    expect([...faces.querySelectorAll('thead th')].map((header) => header.textContent)).toEqual([
      'Face',
      'Si (ft²)',
      'Ai (sabins)',
      'ρi = 1 − Ai/Si',
      'ρi(ρi − ρG)·Si² (ft⁴)',
    ]);
    // 750²·0.4·(0.4 − 0.7) = −67,500 on the ceiling.
    const ceiling = faces.querySelector<HTMLElement>('tr[data-face="ceiling"]');
    expect(ceiling && cells(ceiling)).toEqual(['750.00', '450', '0.40', '-67,500']);
  });

  it('says the calculation stops at a field instead of asking for dimensions the room has', () => {
    renderWithProviders(
      <MethodDetailPanel id="neubauer" result={null} isOpen isStopped dispatch={vi.fn()} />,
    );
    expect(
      screen.getByText(/^The calculation stops at a field \(the results table says which\)/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Enter the room dimensions/)).not.toBeInTheDocument();
  });

  it('shows no face-by-face table for the other methods', () => {
    renderWithProviders(<MethodDetailPanel id="eyring" result={workedExample()} isOpen dispatch={vi.fn()} />);
    expect(screen.queryByTestId('neubauer-terms')).not.toBeInTheDocument();
  });
});
