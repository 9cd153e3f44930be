import { MESSAGES } from '@roomtone/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../testing/api-responses.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { revisionSummary, roomDetail } from '../../../testing/room-fixtures.ts';
import { RoomPage } from './room-page.tsx';

const ROOM = roomDetail({
  activeRTRevision: 25,
  revisions: [revisionSummary(25)],
  revisionCount: 25,
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/current-user') {
        return envelope({ user: null, verificationRequired: false, socialLogin: false });
      }
      if (url.pathname === '/api/rooms/room-1') return envelope({ room: ROOM, phases: [] });
      if (url.pathname === '/api/rooms/room-1/rev') {
        const page = Number(url.searchParams.get('page'));
        const ids = Array.from({ length: 10 }, (_, index) => 25 - (page - 1) * 10 - index).filter(
          (id) => id > 0,
        );
        return envelope({ revisions: ids.map(revisionSummary), page, pages: { total: 3 }, total: 25 });
      }
      return new Response('not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  return renderWithProviders(<RoomPage />, { path: '/project/:projectId/room/:id', at: path }).router;
}

describe('RoomPage', () => {
  it('shows the room under its own project', async () => {
    renderAt('/project/project-1/room/room-1');
    expect(await screen.findByRole('heading', { name: 'Classroom' })).toBeInTheDocument();
  });

  it('shows the not-found view for a room of another project', async () => {
    renderAt('/project/project-2/room/room-1');
    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundTitle })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Classroom' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Room Settings' })).toBeNull();
  });

  it('keeps the revision page and other search params when the tab changes', async () => {
    const router = renderAt('/project/project-1/room/room-1?page=2&from=dashboard');
    expect(await screen.findByRole('link', { name: '#15' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Room Settings' }));
    expect(router.state.location.hash).toBe('#settings');
    expect(router.state.location.search).toBe('?page=2&from=dashboard');
    fireEvent.click(screen.getByRole('tab', { name: 'Room RT Revisions' }));
    expect(router.state.location.search).toBe('?page=2&from=dashboard');
    expect(await screen.findByRole('link', { name: '#15' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?page=3&from=dashboard');
    expect(await screen.findByRole('link', { name: '#5' })).toBeInTheDocument();
  });
});
