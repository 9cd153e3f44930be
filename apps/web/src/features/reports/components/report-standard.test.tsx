import type { ReportStandard as ReportStandardData, ReportVariant } from '@roomtone/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { ReportStandard } from './report-standard.tsx';
import { ReportVariants } from './report-variants.tsx';

const STANDARD: ReportStandardData = {
  name: 'DIN 18041 A3',
  roomType: 'A3 Education/communication',
  rule: 'T_soll = 0.32·lg(V/m³) − 0.17 s.',
  note: 'T_soll = 0.56 s at V = 189 m³.',
  source: 'DIN 18041:2016-03. Edition 2016-03.',
  model: 'Eyring',
  verdict: 'DIN 18041 A3: passes at 125-250 Hz and 1000-4000 Hz, fails at 500 Hz by less than 0.1 s',
  passes: false,
  rows: [
    { band: '250 Hz', value: '0.55 s', limits: '0.45-0.67 s', margin: '+0.10 s', outcome: 'passes' },
    { band: '500 Hz', value: '0.71 s', limits: '0.45-0.67 s', margin: '−0.04 s', outcome: 'fails' },
  ],
};

const VARIANTS: ReportVariant[] = [
  { name: 'As built', model: 'Eyring', values: ['0.5', '0.5', '0.7'], changes: [], verdict: '', problem: '' },
  {
    name: 'Option A: ceiling',
    model: 'Eyring',
    values: ['0.4', '0.5', '0.6'],
    changes: ['−0.1', '0.0', '−0.1'],
    verdict: 'DIN 18041 A3: passes',
    problem: '',
  },
];

describe('the report page’s standard and variants', () => {
  it('states the verdict and each band’s pass or fail', () => {
    renderWithProviders(<ReportStandard standard={STANDARD} />);
    expect(screen.getByTestId('report-verdict')).toHaveTextContent(STANDARD.verdict);
    expect(screen.getByText('T_soll = 0.56 s at V = 189 m³.')).toBeInTheDocument();
    const rows = within(screen.getByTestId('report-standard-table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '250 Hz0.55 s0.45-0.67 s+0.10 spasses',
      '500 Hz0.71 s0.45-0.67 s−0.04 sfails',
    ]);
  });

  it('prints the variants side by side with the change against the first', () => {
    renderWithProviders(<ReportVariants variants={VARIANTS} bands={[125, 250, 500]} />);
    expect(screen.getByText(/the change is against As built/)).toBeInTheDocument();
    const rows = within(screen.getByTestId('report-variants')).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('As builtEyring0.50.50.7');
    expect(rows[1]).toHaveTextContent('Option A: ceilingEyring · DIN 18041 A3: passes0.4−0.10.50.00.6−0.1');
  });
});
