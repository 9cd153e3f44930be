import type { TimelineProject } from '@roomtone/contracts';
import { describe, expect, it } from 'vitest';
import { ganttBars, localDay } from './gantt-tasks.ts';

const hall: TimelineProject = {
  _id: 'p1',
  id: 'H-1',
  name: 'Hall',
  phases: [
    { _id: 'a', name: 'Build', from: '2030-03-02', to: '2030-06-30' },
    { _id: 'b', name: 'Design', from: '2030-02-01', to: '2030-03-01' },
  ],
};

describe('ganttBars', () => {
  it('draws one bar per project spanning its phases in the project view', () => {
    expect(ganttBars([hall, { _id: 'p2', id: '', name: 'Empty', phases: [] }], 'project')).toEqual([
      {
        id: 'project:p1',
        text: 'H-1 · Hall',
        start: localDay('2030-02-01'),
        end: localDay('2030-07-01'),
        parent: 0,
      },
    ]);
  });

  it('draws each phase under its project in the phases view, ends covering the last day', () => {
    const bars = ganttBars([hall], 'phases');
    expect(bars.map((bar) => [bar.id, bar.parent])).toEqual([
      ['project:p1', 0],
      ['phase:a', 'project:p1'],
      ['phase:b', 'project:p1'],
    ]);
    expect(bars[2]?.end).toEqual(new Date(2030, 2, 2));
  });
});
