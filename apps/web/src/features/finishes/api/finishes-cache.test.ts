import type { Finish } from '@roomtone/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '../../../testing/api-responses.ts';
import { loadFinishes } from './finish-queries.ts';
import { clearFinishesCache, finishesViewerKey } from './finishes-cache.ts';

const PUBLIC_FINISH = { id: 'f-public', name: 'Heavy carpet' } as Finish;
const ORGANIZATION_FINISH = { id: 'f-own', name: 'Studio bass trap (own)' } as Finish;

const ALICE = finishesViewerKey({ id: 'user-alice', organizationId: 'org-studio' });
const BOB = finishesViewerKey({ id: 'user-bob', organizationId: 'org-other' });

/** The list the server answers now: who is signed in decides it, as on the server. */
let serverList: Finish[];
let version: string;
let fetchMock: ReturnType<typeof vi.fn>;

function listCalls(): number {
  return fetchMock.mock.calls.filter((call) => String(call[0]) === '/api/finishes').length;
}

function storedText(): string {
  return Object.keys(window.localStorage)
    .map((key) => `${key}=${window.localStorage.getItem(key)}`)
    .join('\n');
}

beforeEach(() => {
  window.localStorage.clear();
  serverList = [PUBLIC_FINISH];
  version = '7';
  fetchMock = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/configuration/finishes/ver') {
      return envelope({ configuration: { key: 'finishes.version', value: version } });
    }
    if (url.pathname === '/api/finishes') return envelope({ finishes: serverList });
    return new Response('not found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('finishes cache', () => {
  it('reuses a viewer’s list while the finishes version stands and reloads it when it changes', async () => {
    expect(await loadFinishes('anonymous')).toEqual([PUBLIC_FINISH]);
    expect(await loadFinishes('anonymous')).toEqual([PUBLIC_FINISH]);
    expect(listCalls()).toBe(1);
    version = '8';
    await loadFinishes('anonymous');
    expect(listCalls()).toBe(2);
  });

  it('never serves one user’s list to another user or to the same user in another organization', async () => {
    serverList = [PUBLIC_FINISH, ORGANIZATION_FINISH];
    expect(await loadFinishes(ALICE)).toEqual([PUBLIC_FINISH, ORGANIZATION_FINISH]);
    expect(storedText()).toContain(ORGANIZATION_FINISH.name);

    serverList = [PUBLIC_FINISH];
    expect(await loadFinishes(BOB)).toEqual([PUBLIC_FINISH]);
    expect(listCalls()).toBe(2);
    expect(storedText()).not.toContain(ORGANIZATION_FINISH.name);

    const aliceElsewhere = finishesViewerKey({ id: 'user-alice', organizationId: null });
    expect(aliceElsewhere).not.toBe(ALICE);
    expect(await loadFinishes(aliceElsewhere)).toEqual([PUBLIC_FINISH]);
    expect(listCalls()).toBe(3);
  });

  it('forgets a signed-in user’s list as soon as an anonymous visitor reads the cache', async () => {
    serverList = [PUBLIC_FINISH, ORGANIZATION_FINISH];
    await loadFinishes(ALICE);
    serverList = [PUBLIC_FINISH];
    expect(await loadFinishes(finishesViewerKey(null))).toEqual([PUBLIC_FINISH]);
    expect(storedText()).not.toContain(ORGANIZATION_FINISH.name);
  });

  it('forgets every cached list on sign-out and leaves other stored values alone', async () => {
    serverList = [PUBLIC_FINISH, ORGANIZATION_FINISH];
    await loadFinishes(ALICE);
    window.localStorage.setItem('roomtone.other-setting', 'kept');
    clearFinishesCache();
    expect(storedText()).not.toContain(ORGANIZATION_FINISH.name);
    expect(window.localStorage.getItem('roomtone.other-setting')).toBe('kept');
    await loadFinishes(ALICE);
    expect(listCalls()).toBe(2);
  });
});
