import { useParams } from 'react-router';
import { NotFoundView } from '../../components/not-found-view.tsx';
import { RoomReportPage } from '../../features/reports/components/room-report-page.tsx';

/** `/project/{projectId}/room/{roomId}/edit/{revId}/report`: the reverberation report of a revision. */
export function RoomReportScreen() {
  const { projectId, roomId, revId } = useParams();
  if (projectId === undefined || roomId === undefined || revId === undefined) return <NotFoundView />;
  return <RoomReportPage projectId={projectId} roomId={roomId} revId={revId} />;
}
