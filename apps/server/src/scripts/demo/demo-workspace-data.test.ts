import { calculateRoom, parseCalcDocument } from '@roomtone/acoustics';
import { describe, expect, it } from 'vitest';
import { PROJECTS } from './demo-workspace-data.ts';

/** Every revision of every demo room, as the calculator opens it. */
const revisions = PROJECTS.flatMap((project) =>
  project.rooms.flatMap((room) =>
    room.revisions.map((revision, index) => ({
      label: `${project.name} / ${room.name} #${index + 1}`,
      document: revision.document,
    })),
  ),
);

describe('the demo workspace', () => {
  // The rooms are real rooms (an open office is no reverberation chamber), so the Sabine
  // proportion warning may stand; what a user entered never contradicts the room's geometry.
  it.each(revisions)('$label opens in the engine without an area warning', ({ document }) => {
    const parsed = parseCalcDocument(document);
    if (!parsed.ok) throw new Error(`${parsed.field}: ${parsed.message}`);
    const result = calculateRoom(parsed.value);
    const codes = result.warnings.map((warning) => warning.code);
    expect(codes).not.toContain('area-exceeds-geometry');
    expect(codes).not.toContain('invalid-room');
    // Every surface group holds what the room's geometry gives it, no more and no less.
    for (const axis of ['lr', 'fr', 'fc'] as const) {
      expect(result.enteredAreas[axis], axis).toBeCloseTo(result.geometricAreas[axis], 6);
    }
  });
});
