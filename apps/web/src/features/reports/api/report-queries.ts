import type { ReportPaper, RoomReportResponse } from '@roomtone/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

function revisionPath(roomId: string, revId: string): string {
  return `/api/rooms/${encodeURIComponent(roomId)}/rev/${encodeURIComponent(revId)}`;
}

/** `GET /api/rooms/{roomId}/rev/{revId}/report.pdf`: the server's PDF of a revision's report. */
export function roomReportPdfUrl(roomId: string, revId: string, paper: ReportPaper): string {
  return `${revisionPath(roomId, revId)}/report.pdf?paper=${paper}`;
}

/** The organization's logo, versioned by its change time so a new logo shows at once. */
export function reportLogoUrl(logoUpdatedOn: string): string {
  return `/api/account/organization/profilepic?v=${encodeURIComponent(logoUpdatedOn)}`;
}

/** Query options of the reports feature. */
export const reportQueries = {
  all: ['reports'] as const,
  room: (roomId: string, revId: string) =>
    queryOptions({
      queryKey: [...reportQueries.all, 'room', roomId, revId] as const,
      queryFn: async () =>
        (await api.get<RoomReportResponse>(`${revisionPath(roomId, revId)}/report`)).report,
      // Revisions never change; the organization's letterhead may, so it is read again after a minute.
      staleTime: 60_000,
      retry: false,
    }),
};
