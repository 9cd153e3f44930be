import type { RevisionSavedResponse, RevisionSummary } from '@roomtone/contracts';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client.ts';
import { roomQueries } from '../../../lib/room-queries.ts';
import { createTestQueryClient, renderHookWithProviders } from '../../../testing/render.tsx';
import { useSaveRevision } from './rooms-api.ts';

const saved: RevisionSummary = {
  _id: 'rev-3',
  id: 3,
  roomId: 'room-1',
  phaseId: null,
  calcType: 'rtcalc',
  revisionComment: '',
  createdOn: '2026-11-26T08:00:00.000Z',
  createdBy: 'Ada Lovelace',
  len: 10,
  width: 8,
  height: 3,
  units: 'Metric',
};

afterEach(() => vi.restoreAllMocks());

describe('useSaveRevision', () => {
  it('marks the room stale on every screen that reads it, and keeps the revisions already loaded', async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(roomQueries.detail('room-1').queryKey, {} as never);
    queryClient.setQueryData(roomQueries.revisions('room-1', 1).queryKey, {} as never);
    queryClient.setQueryData(roomQueries.revision('room-1', '2').queryKey, {} as never);
    vi.spyOn(api, 'post').mockResolvedValue({
      success: true,
      errors: [],
      errfor: {},
      revision: saved,
    } satisfies RevisionSavedResponse);

    const { result } = renderHookWithProviders(() => useSaveRevision('room-1'), { queryClient });
    await act(async () => {
      await result.current.mutateAsync({ calc: '{"name":"Lobby"}', revisionComment: 'Lobby' });
    });

    expect(queryClient.getQueryState(roomQueries.detail('room-1').queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(roomQueries.revisions('room-1', 1).queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(roomQueries.revision('room-1', '2').queryKey)?.isInvalidated).toBe(
      false,
    );
    expect(queryClient.getQueryData(roomQueries.revision('room-1', '3').queryKey)).toEqual({
      ...saved,
      calc: '{"name":"Lobby"}',
    });
  });
});
