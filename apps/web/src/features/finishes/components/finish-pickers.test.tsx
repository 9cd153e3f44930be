import type { Finish } from '@roomtone/contracts';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../testing/api-responses.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { FinishBrowsePicker } from './finish-browse-picker.tsx';
import { FinishSearchPicker } from './finish-search-picker.tsx';

function finish(overrides: Partial<Finish>): Finish {
  return {
    id: 'f-1',
    finishId: 'F0001',
    categoryId: 'cat-panels',
    categoryName: 'Acoustic panels',
    categoryIsPublic: true,
    organizationId: null,
    isSponsor: false,
    name: 'Glass wool 50mm, 24 kg/m3',
    description: 'Glass wool 50mm, 24 kg/m3.',
    altkeywords: 'fibreglass',
    manufacturer: '',
    model: '',
    thickness: '50 mm',
    density: '24 kg/m3',
    mounting: '',
    feat1: '',
    feat2: '',
    feat3: '',
    feat4: '',
    feat5: '',
    suggest: false,
    unit: 'coefficient',
    a63: null,
    a125: 0.25,
    a250: 0.65,
    a500: 0.9,
    a1000: 1,
    a2000: 0.95,
    a4000: 0.013,
    nrc: 0.9,
    finishName: 'Glass wool 50mm, 24 kg/m3',
    finishDetails: '50 mm, 24 kg/m3',
    source: '[UA]',
    flags: '',
    createdBy: null,
    createdOn: '2024-01-01T00:00:00.000Z',
    updatedOn: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const GLASS_WOOL = finish({});
const GRASS = finish({
  id: 'f-2',
  name: 'Grass',
  finishName: 'Grass',
  categoryId: 'cat-misc',
  categoryName: 'Miscellaneous',
  categoryIsPublic: false,
  nrc: 0.6,
});
const CARPET = finish({
  id: 'f-3',
  name: 'Heavy carpet',
  finishName: 'Heavy carpet',
  categoryId: 'cat-carpet',
  categoryName: 'Carpets',
});

const ADULTS = finish({
  id: 'f-4',
  name: 'Adults, seated (absorption per person, m2)',
  finishName: 'Adults, seated (absorption per person, m2)',
  categoryId: 'cat-people',
  categoryName: 'People',
  unit: 'sabin-per-object',
  nrc: null,
});

let fetchMock: ReturnType<typeof vi.fn>;
/** What `GET /api/finishes` answers. */
let listedFinishes: Finish[];

// happy-dom has no layout, so Mantine's popover (floating-ui) takes the input for detached and
// hides the open dropdown with display: none; the options are there, so they are queried with
// `hidden: true`. Chromium shows them in the end-to-end tests.
const OPTION = { hidden: true } as const;

beforeEach(() => {
  window.localStorage.clear();
  listedFinishes = [GLASS_WOOL, CARPET, GRASS];
  fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/current-user')
      return envelope({ user: null, verificationRequired: false, socialLogin: false });
    if (url.pathname === '/api/configuration/finishes/ver') {
      return envelope({ configuration: { key: 'finishes.version', value: '7' } });
    }
    if (url.pathname === '/api/finishes') return envelope({ finishes: listedFinishes });
    if (url.pathname === '/api/finishes/search') {
      const q = url.searchParams.get('q') ?? '';
      const unit = url.searchParams.get('unit');
      return envelope({
        finishes: [GLASS_WOOL, GRASS, CARPET, ADULTS].filter(
          (item) => item.name.toLowerCase().includes(q) && (unit === null || item.unit === unit),
        ),
      });
    }
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function searchCalls(): string[] {
  return fetchMock.mock.calls
    .map((call) => String(call[0]))
    .filter((url) => url.startsWith('/api/finishes/search'));
}

describe('FinishSearchPicker', () => {
  it('searches after a 500 ms pause, shows coefficients and NRC, and chooses with the keyboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onSelect = vi.fn();
    renderWithProviders(<FinishSearchPicker mode="signed-in" onSelect={onSelect} />);
    const input = screen.getByRole('textbox', { name: 'Search finishes' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'g' } });
    fireEvent.change(input, { target: { value: 'gr' } });
    await act(async () => {
      vi.advanceTimersByTime(400);
    });
    expect(searchCalls()).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(150);
    });
    await waitFor(() => expect(searchCalls()).toEqual(['/api/finishes/search?q=gr&limit=20']));
    const option = await screen.findByRole('option', {
      ...OPTION,
      name: /^Grass: 125 Hz 0.25, .*4k Hz 0.013; NRC 0.60$/,
    });
    expect(option).toHaveTextContent('NRC 0.60');
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith(GRASS);
    expect(input).toHaveValue('Grass');
  });

  it('offers only public-category finishes in public mode, and says when nothing matches', async () => {
    renderWithProviders(<FinishSearchPicker mode="public" onSelect={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Search finishes' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'gr' } });
    await screen.findByText('No finish matches “gr”.', {}, { timeout: 2000 });
    expect(screen.queryByRole('option', { ...OPTION, name: /Grass/ })).toBeNull();
  });
});

describe('FinishSearchPicker for area surfaces', () => {
  it('asks the server for coefficients only, so per-person finishes are never offered', async () => {
    renderWithProviders(<FinishSearchPicker mode="public" unit="coefficient" onSelect={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Search finishes' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'a' } });
    await screen.findByRole('option', { ...OPTION, name: /^Glass wool/ }, { timeout: 2000 });
    expect(searchCalls()).toEqual(['/api/finishes/search?q=a&limit=20&unit=coefficient']);
    expect(screen.queryByRole('option', { ...OPTION, name: /Adults, seated/ })).toBeNull();
  });
});

describe('FinishBrowsePicker', () => {
  it('lists only the categories and finishes of the unit asked for', async () => {
    listedFinishes = [GLASS_WOOL, CARPET, GRASS, ADULTS];
    const onSelect = vi.fn();
    const view = renderWithProviders(
      <FinishBrowsePicker mode="public" unit="coefficient" onSelect={onSelect} />,
    );
    fireEvent.click(await screen.findByRole('combobox', { name: 'Category' }));
    const names = (await screen.findAllByRole('option', OPTION)).map((option) => option.textContent);
    expect(names).toEqual(['Acoustic panels', 'Carpets']);
    view.unmount();
    renderWithProviders(<FinishBrowsePicker mode="public" unit="sabin-per-object" onSelect={onSelect} />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Category' }));
    expect((await screen.findAllByRole('option', OPTION)).map((option) => option.textContent)).toEqual([
      'People',
    ]);
  });

  it('lists the categories of the mode, then the finishes of the chosen category', async () => {
    const onSelect = vi.fn();
    renderWithProviders(<FinishBrowsePicker mode="public" onSelect={onSelect} />);
    const category = await screen.findByRole('combobox', { name: 'Category' });
    fireEvent.click(category);
    const names = (await screen.findAllByRole('option', OPTION)).map((option) => option.textContent);
    expect(names).toEqual(['Acoustic panels', 'Carpets']);
    fireEvent.click(screen.getByRole('option', { ...OPTION, name: 'Acoustic panels' }));
    const finishSelect = screen.getByRole('combobox', { name: 'Finish' });
    expect(finishSelect).not.toBeDisabled();
    fireEvent.click(finishSelect);
    fireEvent.click(await screen.findByRole('option', { ...OPTION, name: /Glass wool 50mm/ }));
    expect(onSelect).toHaveBeenCalledWith(GLASS_WOOL);
  });

  it('shows the non-public categories to signed-in users and caches the list per version', async () => {
    const first = renderWithProviders(<FinishBrowsePicker mode="signed-in" onSelect={() => {}} />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Category' }));
    expect((await screen.findAllByRole('option', OPTION)).map((option) => option.textContent)).toContain(
      'Miscellaneous',
    );
    first.unmount();
    const listCalls = () => fetchMock.mock.calls.filter((call) => String(call[0]) === '/api/finishes').length;
    expect(listCalls()).toBe(1);
    renderWithProviders(<FinishBrowsePicker mode="signed-in" onSelect={() => {}} />);
    await screen.findByRole('combobox', { name: 'Category' });
    expect(listCalls()).toBe(1);
  });
});
