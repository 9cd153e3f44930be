import { formatRt, parseCalcDocument } from '@roomtone/acoustics';
import { describe, expect, it } from 'vitest';
import { calculatedRoom } from './calculated-room.ts';
import { defaultDocument } from './default-document.ts';
import { CSV_COLUMNS, calculationCsvRows, resultsTableRows, toCsv, toTsv } from './results-export.ts';

function classroom() {
  const document = {
    ...defaultDocument('Metric'),
    name: 'Room "A", east',
    len: 10,
    width: 8,
    height: 3,
    rtGoal: 0.6,
    surfaces: [
      {
        type: 'multiaxis-custom-alpha',
        name: '',
        a125: 0.3,
        a250: 0.5,
        a500: 0.7,
        a1000: 0.8,
        a2000: 0.8,
        a4000: 0.75,
        area: { fc: 80 },
      },
    ],
  };
  const parsed = parseCalcDocument(document);
  if (!parsed.ok) throw new Error(parsed.message);
  return { document, result: calculatedRoom(parsed.value) };
}

describe('results export', () => {
  it('copies the table as tab-separated rows with the RT at one decimal', () => {
    const { result } = classroom();
    const lines = toTsv(resultsTableRows(result)).split('\n');
    expect(lines[0]).toBe('Method\t125 Hz\t250 Hz\t500 Hz\t1000 Hz\t2000 Hz\t4000 Hz');
    expect(lines[1]).toBe(['Sabine', ...result.rt.sabine.map((band) => formatRt(band.value))].join('\t'));
    expect(lines).toHaveLength(8);
  });

  it('writes inputs, surfaces, absorption and every model under the same columns, quoted where needed', () => {
    const { document, result } = classroom();
    const rows = calculationCsvRows(document, result);
    expect(rows[0]).toEqual([...CSV_COLUMNS]);
    for (const row of rows) expect(row).toHaveLength(CSV_COLUMNS.length);
    expect(rows).toContainEqual(['Input', 'Length', 'm', '10', '', '', '', '', '', '']);
    expect(rows).toContainEqual([
      'Surface coefficients',
      'Surface #1',
      'm²',
      '80',
      '0.30',
      '0.50',
      '0.70',
      '0.80',
      '0.80',
      '0.75',
    ]);
    expect(rows.filter((row) => row[0] === 'RT')).toHaveLength(7);
    expect(rows.find((row) => row[1] === 'Total')?.[0]).toBe('Absorption');
    const csv = toCsv(rows);
    expect(csv.startsWith('Section,Item,Unit,Value,125 Hz,')).toBe(true);
    expect(csv).toContain('Input,Name,,"Room ""A"", east",');
    expect(csv.endsWith('\r\n')).toBe(true);
  });
});
