import { Grid, Stack } from '@mantine/core';
import type { RaytraceResults, RaytraceSettings } from '@roomtone/contracts';
import { type Point, receiverRadius } from '@roomtone/raytracer';
import { type ReactNode, useState } from 'react';
import { useSimulation } from '../hooks/use-simulation.ts';
import type { SimulatedRoom } from '../model/simulated-room.ts';
import {
  choiceOf,
  defaultChoice,
  insideRoom,
  isInsideRoom,
  type SimulationChoice,
  settingsOf,
} from '../model/simulation-settings.ts';
import { RoomView } from './room-view.tsx';
import { SimulationPanel } from './simulation-panel.tsx';
import { SimulationResults } from './simulation-results.tsx';

/** A finished simulation with the room it ran for. */
export type FinishedSimulation = { calcText: string; settings: RaytraceSettings; results: RaytraceResults };

type RaytracerWorkspaceProps = {
  room: SimulatedRoom;
  header: ReactNode;
  roomPanel: ReactNode;
  /** A saved simulation to show at first. */
  saved?: FinishedSimulation | null;
  /** Shown under the results, e.g. the save form. */
  renderAfterResults?: (simulation: FinishedSimulation, isStale: boolean) => ReactNode;
};

function samePoint(a: Point, b: Point): boolean {
  return a.x === b.x && a.y === b.y && a.z === b.z;
}

function sameSettings(a: RaytraceSettings, b: RaytraceSettings): boolean {
  return (
    a.quality === b.quality &&
    a.rayCount === b.rayCount &&
    a.imageSourceOrder === b.imageSourceOrder &&
    a.seed === b.seed &&
    a.scattering.lr === b.scattering.lr &&
    a.scattering.fr === b.scattering.fr &&
    a.scattering.fc === b.scattering.fc &&
    samePoint(a.source, b.source) &&
    samePoint(a.receiver, b.receiver)
  );
}

/** The ray tracer's screen: room, settings and 3D view, then the results and the comparison. */
export function RaytracerWorkspace({
  room,
  header,
  roomPanel,
  saved,
  renderAfterResults,
}: RaytracerWorkspaceProps) {
  const simulation = useSimulation();
  const [choice, setChoice] = useState<SimulationChoice>(() =>
    saved ? choiceOf(saved.settings) : defaultChoice(room.room),
  );
  const [finished, setFinished] = useState<FinishedSimulation | null>(saved ?? null);
  const [runCalcText, setRunCalcText] = useState<string | null>(null);
  const [elapsedMs, setElapsedMs] = useState<number | null>(null);

  const { state } = simulation;
  if (state.status === 'done' && runCalcText !== null && finished?.results !== state.results) {
    setFinished({ calcText: runCalcText, settings: state.settings, results: state.results });
    setElapsedMs(state.elapsedMs);
  }

  const unit = room.input.unitSystem === 'Metric' ? 'm' : 'ft';
  const handleRun = () => {
    setRunCalcText(room.calcText);
    simulation.run(room.room, settingsOf(choice));
  };
  const handlePlace = (target: 'source' | 'receiver', point: Point) =>
    setChoice((current) => ({ ...current, [target]: insideRoom(room.room, point) }));
  const isStale =
    finished !== null &&
    (finished.calcText !== room.calcText || !sameSettings(finished.settings, settingsOf(choice)));
  const radius = isInsideRoom(room.room, choice.receiver) ? receiverRadius(room.room, choice.receiver) : 0.1;

  return (
    <Stack gap="lg">
      {header}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            {roomPanel}
            <SimulationPanel
              room={room.room}
              choice={choice}
              metresPerUnit={room.metresPerUnit}
              unit={unit}
              state={state}
              onChange={setChoice}
              onRun={handleRun}
              onCancel={simulation.cancel}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <RoomView
            room={room.room}
            source={choice.source}
            receiver={choice.receiver}
            receiverRadiusM={Math.max(radius, 0.05)}
            metresPerUnit={room.metresPerUnit}
            unit={unit}
            onPlace={handlePlace}
          />
        </Grid.Col>
      </Grid>
      {finished !== null && state.status !== 'running' ? (
        <>
          <SimulationResults
            room={room}
            results={finished.results}
            settings={finished.settings}
            elapsedMs={elapsedMs}
            isStale={isStale}
          />
          {renderAfterResults?.(finished, isStale)}
        </>
      ) : null}
    </Stack>
  );
}
