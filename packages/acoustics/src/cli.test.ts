/** The `roomtone-rt` command, run as a child process through its bin. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDirectory = dirname(dirname(fileURLToPath(import.meta.url)));
const bin = join(packageDirectory, 'bin', 'roomtone-rt.js');
const example = join(packageDirectory, 'examples', 'classroom-metric.json');

function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [bin, ...args], { input, encoding: 'utf8', timeout: 30_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function writeTemporary(text: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'roomtone-rt-')), 'room.json');
  writeFileSync(path, text);
  return path;
}

const room = { units: { system: 'Metric' }, len: 6, width: 5, height: 4, surfaces: [] as unknown[] };

describe('roomtone-rt', () => {
  it('prints the JSON summary of a room file', () => {
    const { code, stdout, stderr } = run([example]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const summary = JSON.parse(stdout);
    expect(summary.bands).toEqual([125, 250, 500, 1000, 2000, 4000]);
    expect(summary.volume).toBe(168);
    expect(summary.totalArea).toBe(188);
    expect(summary.groupAreas).toEqual({ lr: 56, fr: 48, fc: 84 });
    expect(summary.sabins).toHaveLength(6);
    expect(summary.meanAlpha).toHaveLength(6);
    expect(Object.keys(summary.rt)).toEqual([
      'sabine',
      'eyring',
      'fitzroy',
      'fitzroyEyring',
      'arauPuchades',
      'neubauer',
      'tohyama',
    ]);
    expect(summary.rt.sabine.every((value: unknown) => typeof value === 'number')).toBe(true);
    expect(summary.autoModel).toBe('sabine');
    expect(summary.warnings).toEqual([]);
  });

  it('reads standard input and prints null where a value cannot be computed', () => {
    const { code, stdout } = run([], JSON.stringify(room));
    expect(code).toBe(0);
    const summary = JSON.parse(stdout);
    // No surfaces: only air absorption at 2 and 4 kHz; the other bands have no absorption.
    expect(summary.rt.sabine.slice(0, 4)).toEqual([null, null, null, null]);
    expect(summary.rt.sabine.slice(4).every((value: unknown) => typeof value === 'number')).toBe(true);
  });

  it('prints a readable table with --format table', () => {
    const { code, stdout } = run([example, '--format', 'table']);
    expect(code).toBe(0);
    expect(stdout).toContain('Band (Hz)');
    expect(stdout).toMatch(/Sabine\s+1\.48/);
    expect(stdout).toContain('Automatic model: sabine');
  });

  it.each([
    ['not JSON', '{ len: 6', /is not valid JSON/],
    [
      'a missing dimension',
      JSON.stringify({ ...room, len: undefined }),
      /invalid calc document: len: is required/,
    ],
    ['a zero dimension', JSON.stringify({ ...room, width: 0 }), /width: must be greater than 0/],
    ['a negative dimension', JSON.stringify({ ...room, height: -3 }), /height: must be greater than 0/],
    [
      'a non-numeric coefficient',
      JSON.stringify({ ...room, surfaces: [{ type: 'multiaxis-search', a500: 'lots' }] }),
      /surfaces\[0\]\.a500: must be a number/,
    ],
    [
      'an unknown surface type',
      JSON.stringify({ ...room, surfaces: [{ type: 'teleporter' }] }),
      /surfaces\[0\]\.type: unknown surface type "teleporter"/,
    ],
    ['a dimension over 10 km', JSON.stringify({ ...room, len: 1e200 }), /len: must be at most 10000 m/],
    [
      'a coefficient over 10',
      JSON.stringify({ ...room, surfaces: [{ type: 'multiaxis-search', a500: 1e308 }] }),
      /surfaces\[0\]\.a500: must be at most 10$/m,
    ],
    [
      'a temperature outside -50..60 °C',
      JSON.stringify({ ...room, temperature: -60 }),
      /temperature: must be between -50 and 60 °C/,
    ],
    [
      'a decay range outside 1..120 dB',
      JSON.stringify({ ...room, rtDecay: 200 }),
      /rtDecay: must be between 1 and 120 dB/,
    ],
    [
      'an area given as a number',
      JSON.stringify({ ...room, surfaces: [{ type: 'multiaxis-search', a500: 0.5, area: 60 }] }),
      /surfaces\[0\]\.area: must be an object with lr, fr and fc/,
    ],
    [
      'a hexadecimal string',
      JSON.stringify({ ...room, len: '0x10' }),
      /len: must be a number \(got "0x10"\)/,
    ],
  ])('exits 2 with one clear message for %s', (_, text, message) => {
    const { code, stdout, stderr } = run([writeTemporary(text)]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toMatch(message);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('accepts a file that starts with a UTF-8 byte order mark', () => {
    const { code, stdout, stderr } = run([writeTemporary(`\uFEFF${JSON.stringify(room)}`)]);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout).volume).toBe(120);
    expect(run([], `\uFEFF${JSON.stringify(room)}`).code).toBe(0);
  });

  it('keeps the message on one line for multi-line input that is not JSON', () => {
    const { code, stderr } = run([], 'not\njson\n');
    expect(code).toBe(2);
    expect(stderr).toMatch(/^roomtone-rt: standard input is not valid JSON/);
    expect(stderr.trim().split('\n')).toHaveLength(1);
  });

  it('exits 2 for a file that does not exist and for an unknown option', () => {
    expect(run(['/no/such/room.json']).code).toBe(2);
    expect(run([example, '--colour']).code).toBe(2);
  });
});
