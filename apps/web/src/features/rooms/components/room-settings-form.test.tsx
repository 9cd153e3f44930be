import { MESSAGES } from '@roomtone/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { envelope } from '../../../testing/api-responses.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { revisionSummary, roomDetail } from '../../../testing/room-fixtures.ts';
import { RoomSettingsForm } from './room-settings-form.tsx';

const REVISION_COUNT = 25;

/** Revisions 25 down to 1, ten per page, like `GET /api/rooms/{id}/rev?page=`. */
function revisionPage(page: number) {
  const ids = Array.from({ length: REVISION_COUNT }, (_, index) => REVISION_COUNT - index);
  return {
    revisions: ids.slice((page - 1) * 10, page * 10).map(revisionSummary),
    page,
    pages: { total: 3 },
    total: REVISION_COUNT,
  };
}

/** A room whose detail carries only its newest revisions, as `GET /api/rooms/{id}` does. */
const ROOM = roomDetail({
  activeRTRevision: 25,
  revisions: [25, 24].map(revisionSummary),
  revisionCount: REVISION_COUNT,
});

// happy-dom has no layout, so Mantine hides the open dropdown; its options are queried hidden.
const OPTION = { hidden: true } as const;

let fetchMock: Mock;

beforeEach(() => {
  fetchMock = vi.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/rooms/room-1/rev') {
      return envelope(revisionPage(Number(url.searchParams.get('page'))));
    }
    if (url.pathname === '/api/rooms/room-1' && init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { activeRTRevision: number };
      return envelope({ room: { ...ROOM, activeRTRevision: body.activeRTRevision }, phases: [] });
    }
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm() {
  return renderWithProviders(<RoomSettingsForm room={ROOM} />);
}

function optionNames(): string[] {
  return screen.getAllByRole('option', OPTION).map((option) => option.textContent ?? '');
}

describe('RoomSettingsForm', () => {
  it('offers every revision as the active one, page by page, and saves one beyond the newest 50', async () => {
    renderForm();
    const select = screen.getByRole('combobox', { name: 'Active RT version' });
    await screen.findByText('Revisions 1–10 of 25');
    fireEvent.click(select);
    await waitFor(() => expect(optionNames()).toHaveLength(10));
    expect(optionNames()[0]).toMatch(/^#25 · Take 25/);

    fireEvent.click(screen.getByRole('button', { name: 'Older revisions' }));
    await screen.findByText('Revisions 11–20 of 25');
    fireEvent.click(screen.getByRole('button', { name: 'Older revisions' }));
    await screen.findByText('Revisions 21–25 of 25');
    expect(screen.getByRole('button', { name: 'Older revisions' })).toBeDisabled();
    fireEvent.click(select);
    // The chosen revision stays offered, ahead of the page's own.
    await waitFor(() => expect(optionNames()).toHaveLength(6));
    expect(optionNames().map((name) => name.split(' ·')[0])).toEqual(['#25', '#5', '#4', '#3', '#2', '#1']);
    fireEvent.click(screen.getByRole('option', { ...OPTION, name: /^#3 · Take 3/ }));
    expect((select as HTMLInputElement).value).toMatch(/^#3 · Take 3/);

    fireEvent.click(screen.getByRole('button', { name: 'Newer revisions' }));
    await screen.findByText('Revisions 11–20 of 25');
    expect((select as HTMLInputElement).value).toMatch(/^#3 · Take 3/);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(MESSAGES.changesSaved);
    const put = fetchMock.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'PUT');
    const sent = put?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(sent?.body))).toEqual({
      name: 'Classroom',
      number: '101',
      activeRTRevision: 3,
    });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(
      expect.arrayContaining(['/api/rooms/room-1/rev?page=1', '/api/rooms/room-1/rev?page=3']),
    );
  });
});
