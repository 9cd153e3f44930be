import { MESSAGES, type RevisionDetail } from '@roomtone/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { envelope } from '../../../testing/api-responses.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { revisionSummary, roomDetail } from '../../../testing/room-fixtures.ts';
import { readDraft } from '../hooks/use-draft.ts';
import { defaultDocument } from '../model/default-document.ts';
import { RoomCalculatorLoader } from './room-calculator-loader.tsx';

const ROOM = roomDetail();
const ROOM_PATH = `/project/project-1/room/${ROOM._id}`;

/** The calculator screen as the app mounts it: `new` or `edit/{revId}` under one route. */
function CalculatorRoute() {
  const { '*': rest = '' } = useParams();
  const revId = /^edit\/(\d+)$/.exec(rest)?.[1] ?? null;
  return (
    <RoomCalculatorLoader
      projectId="project-1"
      roomId={ROOM._id}
      revId={revId}
      isPro={false}
      sponsors={[]}
      finishPicker={() => null}
    />
  );
}

/** Revision 2, saved elsewhere: a 11 × 8 × 5 m room. */
function otherRevision(): RevisionDetail {
  const calc = JSON.stringify({ ...defaultDocument('Metric'), len: 11, width: 8, height: 5 });
  return { ...revisionSummary(2), calc };
}

let fetchMock: Mock;
/** Answers the save held open until the test calls it. */
let answerSave: () => void;

/** The API of room-1: each save is held until `answerSave()`, and becomes revision 1. */
function serveRoom() {
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const path = new URL(input, 'http://localhost').pathname;
    if (path === `/api/rooms/${ROOM._id}`) return envelope({ room: ROOM, phases: [] });
    if (path === `/api/rooms/${ROOM._id}/rev` && init?.method === 'POST') {
      await new Promise<void>((resolve) => {
        answerSave = resolve;
      });
      return envelope({ revision: revisionSummary(1) });
    }
    if (path === `/api/rooms/${ROOM._id}/rev/2`) return envelope({ revision: otherRevision() });
    // The starting surfaces' finishes, loaded in the background once the room has dimensions.
    return envelope({ finishes: [], categories: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
}

function renderNewRevision() {
  return renderWithProviders(<CalculatorRoute />, {
    path: '/project/:projectId/room/:roomId/*',
    at: `${ROOM_PATH}/new`,
  });
}

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function fillAndSave() {
  type('Length (m)', '9');
  type('Width (m)', '7');
  type('Height (m)', '3');
  type(/^Revision comment/, 'First take');
  fireEvent.click(screen.getByRole('button', { name: 'Save revision' }));
  await waitFor(() => expect(screen.getByText(MESSAGES.saving)).toBeInTheDocument());
}

function revisionStatus(): HTMLElement {
  return within(screen.getByRole('region', { name: 'Revision' })).getByRole('status');
}

describe('RoomCalculator saving', () => {
  beforeEach(() => {
    window.localStorage.clear();
    // The revision comment's autosize textarea listens to font loading, which the DOM test environment lacks.
    if (!('fonts' in document)) {
      const fonts = { addEventListener: () => {}, removeEventListener: () => {} };
      Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    }
    serveRoom();
  });

  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('keeps an edit typed while the save is on its way, unsaved, on the saved revision', async () => {
    const { router } = renderNewRevision();
    await screen.findByRole('heading', { name: 'Room properties' });
    await fillAndSave();
    type('Height (m)', '4');
    await act(async () => answerSave());
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ROOM_PATH}/edit/1`));
    expect(screen.getByLabelText('Height (m)')).toHaveValue('4');
    expect(screen.getByLabelText('Length (m)')).toHaveValue('9');
    expect(revisionStatus()).toHaveTextContent('Unsaved changes (kept in this browser).');
    // The unsaved edit is kept as the saved revision's draft; the new revision's draft is gone.
    await waitFor(() => expect(readDraft(`room:${ROOM._id}:rev:1`)?.document.height).toBe(4));
    expect(readDraft(`room:${ROOM._id}:new`)).toBeNull();
  }, 20_000);

  it('stays on the revision it saved without reading it back, and opens another revision afresh', async () => {
    const { router } = renderNewRevision();
    await screen.findByRole('heading', { name: 'Room properties' });
    await fillAndSave();
    await act(async () => answerSave());
    await waitFor(() => expect(router.state.location.pathname).toBe(`${ROOM_PATH}/edit/1`));
    expect(revisionStatus()).toHaveTextContent('All changes saved.');
    expect(screen.getByLabelText('Length (m)')).toHaveValue('9');
    expect(fetchMock).not.toHaveBeenCalledWith(`/api/rooms/${ROOM._id}/rev/1`, expect.anything());

    await act(async () => router.navigate(`${ROOM_PATH}/edit/2`));
    await waitFor(() => expect(screen.getByLabelText('Length (m)')).toHaveValue('11'));
    expect(screen.getByLabelText('Height (m)')).toHaveValue('5');
    expect(revisionStatus()).toHaveTextContent('All changes saved.');
  }, 20_000);
});
