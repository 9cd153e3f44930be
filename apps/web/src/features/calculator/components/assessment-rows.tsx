import { Table, Text, VisuallyHidden } from '@mantine/core';
import { type BandAssessment, MODEL_METADATA } from '@roomtone/acoustics';
import { CALC_BANDS, limitsText, marginText, requirementUnit } from '@roomtone/contracts';
import { bandOutcomeSentence } from '../model/assessment-texts.ts';
import type { StandardView } from '../model/standard-view.ts';
import classes from './results-table.module.css';

type AssessmentRowsProps = { view: StandardView };

function BandVerdictCell({ band, unit }: { band: BandAssessment | undefined; unit: string }) {
  if (band === undefined) {
    return (
      <Table.Td className={classes.verdict} c="dimmed" title="Not assessed by this rule">
        —
      </Table.Td>
    );
  }
  const sentence = bandOutcomeSentence(band, unit);
  const isPass = band.passes === true;
  return (
    <Table.Td
      className={classes.verdict}
      // The hidden words are positioned: the cell holds them, so they scroll with the table.
      pos="relative"
      title={sentence}
      data-testid="band-verdict"
      data-band={band.frequencyHz ?? 'mean'}
      data-passes={band.passes === null ? 'none' : String(band.passes)}
    >
      {band.passes === null ? (
        <Text span size="xs" c="dimmed">
          no value
        </Text>
      ) : (
        <Text span size="xs" fw={700} c={isPass ? 'teal.9' : 'red.9'}>
          <span aria-hidden>{isPass ? '✓ ' : '✗ '}</span>
          <VisuallyHidden>{isPass ? 'passes ' : 'fails '}</VisuallyHidden>
          {band.margin === null ? '' : marginText(band.margin, '').trim()}
        </Text>
      )}
    </Table.Td>
  );
}

/**
 * A band's limits; on a phone they may break after the dash (each part is its own box there: a
 * `<wbr>` would break on wide screens too, whatever `white-space` says).
 */
function LimitsText({ band }: { band: BandAssessment }) {
  const text = limitsText(band.lower, band.upper, '').trim();
  const dash = text.indexOf('-');
  if (dash < 0) return text;
  return (
    <>
      <span className={classes.limitPart}>{text.slice(0, dash + 1)}</span>
      <span className={classes.limitPart}>{text.slice(dash + 1)}</span>
    </>
  );
}

/**
 * The standard's rows under the methods: each assessed band's limits, and whether the chosen
 * model's value passes, with its margin (for a mean rule, one line over the bands of the mean).
 */
export function AssessmentRows({ view }: AssessmentRowsProps) {
  const { assessment } = view;
  const requirement = assessment?.requirement ?? null;
  if (assessment === null || requirement === null) return null;
  const unit = requirementUnit(requirement);
  const model = MODEL_METADATA[view.model].label;
  if (requirement.kind === 'mean-limit') {
    const [mean] = assessment.bands;
    const name = requirement.meanLabel ?? 'Mean RT';
    return (
      <Table.Tr data-testid="assessment-mean">
        <Table.Th scope="row" fw={500}>
          <Text size="xs" fw={600}>{`${view.name} (${model})`}</Text>
        </Table.Th>
        <Table.Td colSpan={CALC_BANDS.length}>
          <Text size="xs">
            {`${name} of ${requirement.bands.join(', ')} Hz, limit ${limitsText(requirement.lower, requirement.upper, unit)}: `}
            {mean === undefined ? 'no value' : bandOutcomeSentence(mean, unit)}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  }
  const bandAt = (frequencyHz: number) => assessment.bands.find((band) => band.frequencyHz === frequencyHz);
  const valueName = requirement.kind === 'absorption-per-volume' ? 'A/V' : model;
  return (
    <>
      <Table.Tr data-testid="assessment-limits">
        <Table.Th scope="row" fw={500}>
          <Text size="xs" fw={600}>{`${view.name} limits (${unit})`}</Text>
        </Table.Th>
        {CALC_BANDS.map((frequencyHz) => {
          const band = bandAt(frequencyHz);
          return (
            <Table.Td key={frequencyHz} className={classes.verdict}>
              {band === undefined ? '—' : <LimitsText band={band} />}
            </Table.Td>
          );
        })}
      </Table.Tr>
      <Table.Tr data-testid="assessment-verdicts">
        <Table.Th scope="row" fw={500}>
          <Text size="xs" fw={600}>{`Pass/fail, ${valueName} (margin, ${unit})`}</Text>
        </Table.Th>
        {CALC_BANDS.map((frequencyHz) => (
          <BandVerdictCell key={frequencyHz} band={bandAt(frequencyHz)} unit={unit} />
        ))}
      </Table.Tr>
    </>
  );
}
