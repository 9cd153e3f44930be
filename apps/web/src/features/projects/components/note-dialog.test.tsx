import { NOTE_TIME_STEP_MESSAGE, type ProjectNote } from '@roomtone/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { NoteDialog } from './note-dialog.tsx';

let fetchMock: Mock;

beforeEach(() => {
  // Only the clock is fixed: Mantine's transitions keep their real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2030, 3, 10, 9, 5));
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderDialog(note: ProjectNote | null = null) {
  return renderWithProviders(<NoteDialog projectId="project-1" note={note} opened onClose={() => {}} />);
}

function hiddenTime(): string | null {
  return (
    document.querySelector<HTMLInputElement>('.mantine-TimePicker-input input[type="hidden"]')?.value ?? null
  );
}

describe('NoteDialog', () => {
  it('starts at the next quarter hour of today and offers no day before today', async () => {
    renderDialog();
    expect(screen.getByRole('button', { name: /Date/ })).toHaveTextContent('04/10/30');
    expect(hiddenTime()).toBe('09:15');
    fireEvent.click(screen.getByRole('button', { name: /Date/ }));
    expect(await screen.findByRole('button', { name: '9 April 2030', hidden: true })).toBeDisabled();
    expect(screen.getByRole('button', { name: '10 April 2030', hidden: true })).toBeEnabled();
    expect(screen.getByRole('button', { name: '11 April 2030', hidden: true })).toBeEnabled();
  });

  it('moves a typed time to the nearest 15-minute step when the time field is left', async () => {
    renderDialog();
    const [, minutes] = screen.getAllByRole('spinbutton') as HTMLInputElement[];
    fireEvent.change(minutes as HTMLInputElement, { target: { value: '08' } });
    await waitFor(() => expect(hiddenTime()).toBe('09:08'));
    fireEvent.focusOut(minutes as HTMLInputElement);
    await waitFor(() => expect(hiddenTime()).toBe('09:15'));
    expect(minutes).toHaveValue('15');
    fireEvent.change(minutes as HTMLInputElement, { target: { value: '37' } });
    fireEvent.focusOut(minutes as HTMLInputElement);
    await waitFor(() => expect(hiddenTime()).toBe('09:30'));
    expect(screen.queryByText(NOTE_TIME_STEP_MESSAGE)).toBeNull();
  });

  it('keeps an earlier note day choosable, and refuses a saved time off the steps without sending it', async () => {
    const note: ProjectNote = {
      _id: 'note-1',
      type: 'in-person',
      timestamp: new Date(2030, 2, 1, 10, 7).toISOString(),
      attendees: 'Ana',
      body: '<p>Kick-off</p>',
      createdOn: '2030-03-01T00:00:00.000Z',
      createdBy: 'Ada Lovelace',
    };
    renderDialog(note);
    fireEvent.click(screen.getByRole('button', { name: /Date/ }));
    expect(await screen.findByRole('button', { name: '1 March 2030', hidden: true })).toBeEnabled();
    fireEvent.submit(screen.getByRole('button', { name: 'Save note' }).closest('form') as HTMLFormElement);
    expect(await screen.findByText(NOTE_TIME_STEP_MESSAGE)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
