import { Alert, Center, Container, Loader } from '@mantine/core';
import { type CalcDocument, MESSAGES, type RoomDetail } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { roomQueries } from '../../../lib/room-queries.ts';
import { defaultDocument } from '../model/default-document.ts';
import { loadRevision, reportMissingRoomResult } from '../model/revision-load.ts';
import type { SponsorButton } from './add-surface-menu.tsx';
import type { FinishPickerSlot } from './finish-picker-slot.ts';
import { RoomCalculator } from './room-calculator.tsx';

type RoomCalculatorLoaderProps = {
  projectId: string;
  roomId: string;
  revId: string | null;
  isPro: boolean;
  sponsors: SponsorButton[];
  finishPicker: FinishPickerSlot;
};

function newDocumentFor(room: RoomDetail): CalcDocument {
  return { ...defaultDocument(room.project.units), name: room.name, number: room.number };
}

/**
 * Which calculator the route shows. Opening another room or revision mounts a fresh one (`generation`
 * moves on); moving to the revision the open calculator just saved keeps it (`isContinued`), so
 * nothing typed since the save is replaced by the saved revision.
 */
type Opened = { roomId: string; revId: string | null; generation: number; isContinued: boolean };

/**
 * Loads the room (project, organization units, phases) and, on an edit route, the revision; parses
 * its calc text ('Error parsing calculation.' when it cannot be read; 'Error returning values.' is
 * logged when it has no room result). Loading always ends: with the calculator, or with the error.
 * Once the calculator is open, no later read (of the room, or of a revision it saved) takes it away.
 */
export function RoomCalculatorLoader({
  projectId,
  roomId,
  revId,
  isPro,
  sponsors,
  finishPicker,
}: RoomCalculatorLoaderProps) {
  const [opened, setOpened] = useState<Opened>({ roomId, revId, generation: 0, isContinued: false });
  const [savedRevId, setSavedRevId] = useState<string | null>(null);
  if (opened.roomId !== roomId || opened.revId !== revId) {
    const isContinued = opened.roomId === roomId && savedRevId !== null && savedRevId === revId;
    setOpened({
      roomId,
      revId,
      generation: isContinued ? opened.generation : opened.generation + 1,
      isContinued,
    });
    setSavedRevId(null);
  }
  const room = useQuery(roomQueries.detail(roomId));
  const revision = useQuery({ ...roomQueries.revision(roomId, revId ?? ''), enabled: revId !== null });
  const calcText = revision.data?.calc;
  const loaded = useMemo(() => (calcText === undefined ? null : loadRevision(calcText)), [calcText]);
  useEffect(() => {
    if (loaded !== null) reportMissingRoomResult(loaded);
  }, [loaded]);
  // The calculator that saved the revision already holds it: neither its read nor a failed
  // refetch of the room replaces the calculator (and what was typed in it).
  const isRevisionNeeded = revId !== null && !opened.isContinued;
  if (room.isPending || (isRevisionNeeded && revision.isPending)) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading the calculation" />
      </Center>
    );
  }
  const failure =
    (room.data === undefined ? room.error : null) ??
    (isRevisionNeeded && revision.data === undefined ? revision.error : null);
  if (room.data === undefined || failure !== null) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert" title="The calculation could not be opened">
          {failure?.message ?? MESSAGES.unknownServerError}
        </Alert>
      </Container>
    );
  }
  const detail = room.data.room;
  const saved = loaded?.ok ? loaded.document : null;
  const loadError = loaded !== null && !loaded.ok ? loaded.message : null;
  return (
    <RoomCalculator
      key={`${roomId}:${opened.generation}`}
      room={detail}
      phases={room.data.phases}
      projectId={projectId}
      revId={revId}
      initialDocument={saved ?? newDocumentFor(detail)}
      initialPhaseId={revision.data?.phaseId ?? detail.phaseId}
      revisionComment={revision.data?.revisionComment ?? null}
      loadError={loadError}
      isPro={isPro}
      sponsors={sponsors}
      finishPicker={finishPicker}
      onSaved={setSavedRevId}
    />
  );
}
