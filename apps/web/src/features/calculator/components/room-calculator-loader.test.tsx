import type { CalcDocument, RevisionDetail } from '@roomtone/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { roomDetail } from '../../../testing/room-fixtures.ts';
import { defaultDocument } from '../model/default-document.ts';
import { RoomCalculatorLoader } from './room-calculator-loader.tsx';

const ROOM = roomDetail();

function revisionWith(calc: string): RevisionDetail {
  return {
    _id: 'revision-1',
    id: 1,
    roomId: ROOM._id,
    phaseId: null,
    calcType: 'rtcalc',
    revisionComment: 'First take',
    createdOn: '2026-01-02T00:00:00.000Z',
    createdBy: 'Ada Lovelace',
    len: null,
    width: null,
    height: null,
    units: 'Metric',
    calc,
  };
}

function metricRoom(dimensions: Pick<CalcDocument, 'len' | 'width' | 'height'>): string {
  return JSON.stringify({ ...defaultDocument('Metric'), ...dimensions });
}

let fetchMock: Mock;

function answerWith(calc: string) {
  fetchMock = vi.fn(async (input: string) => {
    const body = input.endsWith('/rev/1')
      ? { success: true, revision: revisionWith(calc) }
      : { success: true, room: ROOM, phases: [] };
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
}

function renderRevision() {
  return renderWithProviders(
    <RoomCalculatorLoader
      projectId="project-1"
      roomId={ROOM._id}
      revId="1"
      isPro={false}
      sponsors={[]}
      finishPicker={() => null}
    />,
    {
      path: '/project/:projectId/room/:roomId/edit/:revId',
      at: `/project/project-1/room/${ROOM._id}/edit/1`,
    },
  );
}

describe('RoomCalculatorLoader', () => {
  let consoleError: Mock;

  beforeEach(() => {
    window.localStorage.clear();
    // The revision comment's autosize textarea listens to font loading, which the DOM test environment lacks.
    if (!('fonts' in document)) {
      const fonts = { addEventListener: () => {}, removeEventListener: () => {} };
      Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    }
    consoleError = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(consoleError);
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("logs 'Error returning values.' when the loaded revision has no room result", async () => {
    answerWith(metricRoom({ len: '', width: '', height: '' }));
    renderRevision();
    expect(await screen.findByRole('heading', { name: 'Room properties' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('Error returning values.');
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/rooms/${ROOM._id}/rev/1`,
      expect.objectContaining({ method: 'GET' }),
    );
  }, 15_000);

  it('logs nothing when the loaded revision computes', async () => {
    answerWith(metricRoom({ len: 9, width: 7, height: 3 }));
    renderRevision();
    expect(await screen.findByRole('heading', { name: 'Room properties' })).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalledWith('Error returning values.');
  }, 15_000);

  it("shows 'Error parsing calculation.' for calc text that is not a calculation, without the log", async () => {
    answerWith('{"surfaces": ');
    renderRevision();
    expect(await screen.findByText('Error parsing calculation.')).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalledWith('Error returning values.');
  }, 15_000);
});
