import type { RoomReport } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { summaryRows } from './project-report.ts';

function report(values: string[][], goal: RoomReport['chart']['goal']): RoomReport {
  return {
    roomFacts: [{ label: 'Volume', value: '168 m³' }],
    chart: {
      bands: [125, 250, 500, 1000, 2000, 4000],
      yMax: 2,
      yTicks: [],
      tickDecimals: 1,
      series: [],
      goal,
    },
    results: {
      choice: 'both',
      choiceText: 'Sabine and Eyring',
      explanation: '',
      rows: values.map((row, index) => ({
        id: index === 0 ? 'sabine' : 'eyring',
        label: index === 0 ? 'Sabine' : 'Eyring',
        isExperimental: false,
        values: row,
      })),
      goalRows: [],
      footnotes: [],
    },
  } as unknown as RoomReport;
}

const point = (goal: number) => ({ goal, lower: goal * 0.9, upper: goal * 1.1 });
const GOAL = [point(1), point(0.88), point(0.8), point(0.76), point(0.72), point(0.64)];

describe('project summary', () => {
  it('gives one row per reported model with RT at 500 Hz and 1 kHz against the goal range', () => {
    const rows = summaryRows([
      {
        name: 'Seminar room',
        number: '2.14',
        problem: null,
        report: report(
          [
            ['1.0', '0.9', '0.8', '0.8', '0.7', '0.6'],
            ['1.0', '0.9', '0.9', '0.6', '0.7', '0.6'],
          ],
          GOAL,
        ),
      },
    ]);
    expect(rows).toEqual([
      {
        room: '2.14 Seminar room',
        volume: '168 m³',
        model: 'Sabine',
        rt500: '0.8',
        rt1000: '0.8',
        goal500: '0.7–0.9',
        goal1000: '0.7–0.8',
        verdict: 'Meets goal',
      },
      {
        room: '2.14 Seminar room',
        volume: '168 m³',
        model: 'Eyring',
        rt500: '0.9',
        rt1000: '0.6',
        goal500: '0.7–0.9',
        goal1000: '0.7–0.8',
        verdict: 'Below at 1 kHz',
      },
    ]);
  });

  it('says why a room has no figures, and that a room has no goal', () => {
    const rows = summaryRows([
      { name: 'Store', number: '1', report: null, problem: 'No active revision' },
      {
        name: 'Hall',
        number: '2',
        problem: null,
        report: report([['2.0', '2.0', '2.1', '2.0', '1.9', '1.8']], []),
      },
    ]);
    expect(rows.map((row) => row.verdict)).toEqual(['No active revision', 'No goal set']);
  });
});
