import { failure, MESSAGES } from '@roomtone/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { RoomReportPage } from './room-report-page.tsx';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function renderPage() {
  renderWithProviders(<RoomReportPage projectId="project-1" roomId="room-1" revId="3" />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RoomReportPage', () => {
  it('is disabled, under a loading state, while the report loads', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderPage();
    expect(await screen.findByRole('status', { name: 'Loading the report' })).toBeInTheDocument();
    expect(screen.getByTestId('report-paper')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/rooms/room-1/rev/3/report', expect.anything());
  });

  it("shows 'Error parsing calculation.' for a calculation that cannot be parsed", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, failure([MESSAGES.errorParsingCalculation]))),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.errorParsingCalculation);
    expect(screen.getByRole('link', { name: 'Open the calculation' })).toHaveAttribute(
      'href',
      '/project/project-1/room/room-1/edit/3',
    );
    expect(screen.queryByTestId('report-paper')).not.toBeInTheDocument();
  });

  it('shows the not-found view for a revision of another organization', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(404, failure(['Revision not found']))),
    );
    renderPage();
    expect(await screen.findByText(MESSAGES.notFoundTitle)).toBeInTheDocument();
  });
});
