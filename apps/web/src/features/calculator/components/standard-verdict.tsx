import { Badge, Text } from '@mantine/core';
import type { StandardView } from '../model/standard-view.ts';

type StandardVerdictProps = { view: StandardView };

/**
 * The verdict in one line (issue 24), e.g. 'DIN 18041 A3: passes at 250-4000 Hz, fails at 125 Hz
 * by 0.2 s': green when every assessed band passes, red when one fails; the sentence instead when
 * the rule does not apply to this room.
 */
export function StandardVerdict({ view }: StandardVerdictProps) {
  const { assessment } = view;
  if (assessment === null) {
    return (
      <Text size="sm" c="dimmed" data-testid="standard-verdict-pending">
        {`${view.name}: the verdict appears once the room has its results.`}
      </Text>
    );
  }
  if (assessment.notApplicable !== null) {
    return (
      <Text size="sm" data-testid="standard-not-applicable">
        {assessment.verdict}
      </Text>
    );
  }
  const color = assessment.passes === true ? 'teal.9' : assessment.passes === false ? 'red.9' : 'gray.7';
  return (
    <Badge
      size="lg"
      variant="filled"
      color={color}
      tt="none"
      h="auto"
      py={4}
      maw="100%"
      styles={{ label: { whiteSpace: 'normal', lineHeight: 1.35 } }}
      data-testid="standard-verdict"
      data-passes={assessment.passes === null ? 'none' : String(assessment.passes)}
      role="status"
    >
      {assessment.verdict}
    </Badge>
  );
}
