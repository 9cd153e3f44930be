import { isPro, viewerOf } from '@roomtone/contracts';
import { useParams } from 'react-router';
import { NotFoundView } from '../../components/not-found-view.tsx';
import type { FinishPickerSlot } from '../../features/calculator/components/finish-picker-slot.ts';
import { RoomCalculatorLoader } from '../../features/calculator/components/room-calculator-loader.tsx';
import { useCurrentUser } from '../../lib/session.ts';
import { LazyFinishPicker } from './calculator-lazy-finish-picker.tsx';
import { useSponsorButtons } from './calculator-sponsor-buttons.ts';

/** Signed-in mode: every finish source the user may see. */
const signedInFinishPicker: FinishPickerSlot = (props) => <LazyFinishPicker {...props} isPublic={false} />;

/** `/project/{projectId}/room/{roomId}/new` and `.../edit/{revId}`: the RT calculator of a room. */
export function RoomCalculatorScreen() {
  const { projectId, roomId, revId } = useParams();
  const user = useCurrentUser();
  const sponsors = useSponsorButtons(user.data !== null && user.data !== undefined);
  if (projectId === undefined || roomId === undefined) return <NotFoundView />;
  return (
    <RoomCalculatorLoader
      projectId={projectId}
      roomId={roomId}
      revId={revId ?? null}
      isPro={isPro(viewerOf(user.data))}
      sponsors={sponsors}
      finishPicker={signedInFinishPicker}
    />
  );
}
