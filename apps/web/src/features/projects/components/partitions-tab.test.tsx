import type { ProjectDetail } from '@roomtone/contracts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PartitionsTab } from './partitions-tab.tsx';

const PROJECT: ProjectDetail = {
  _id: 'project-1',
  id: 'P-1',
  name: 'School',
  projectManager: null,
  client: null,
  organization: { units: 'Metric', currency: 'USD' },
  phases: [],
  roomCount: 2,
  createdOn: '2026-01-01T00:00:00.000Z',
  updatedOn: '2026-01-01T00:00:00.000Z',
};

function json(status: number, body: Record<string, unknown>) {
  return new Response(JSON.stringify({ errors: [], errfor: {}, ...body }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

let roomsAnswer: () => Response;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost');
      if (url.pathname === '/api/projects/project-1/partitions')
        return json(200, { success: true, partitions: [] });
      if (url.pathname === '/api/rooms') return roomsAnswer();
      return new Response('not found', { status: 404 });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderTab() {
  return renderWithProviders(<PartitionsTab project={PROJECT} />);
}

describe('PartitionsTab', () => {
  it("shows the rooms query's error instead of only disabling New partition", async () => {
    roomsAnswer = () => json(503, { success: false, errors: ['The database is not answering.'] });
    renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The rooms of this project could not be loaded');
    expect(alert).toHaveTextContent('The database is not answering.');
    expect(screen.getByRole('button', { name: 'New partition' })).toBeDisabled();
  });

  it('offers New partition without an alert once two rooms are loaded', async () => {
    const room = (id: string, number: string) => ({
      _id: id,
      name: `Room ${number}`,
      number,
      projectId: 'project-1',
      activeRTRevision: null,
      revisionCount: 0,
      createdOn: '2026-01-01T00:00:00.000Z',
      updatedOn: '2026-01-01T00:00:00.000Z',
    });
    roomsAnswer = () => json(200, { success: true, rooms: [room('room-1', '101'), room('room-2', '102')] });
    renderTab();
    await screen.findByText(/No partitions yet/);
    await waitFor(() => expect(screen.getByRole('button', { name: 'New partition' })).toBeEnabled());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
