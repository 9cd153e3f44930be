import { Alert, Badge, Checkbox, Group, Paper, Table, Text, Title } from '@mantine/core';
import {
  type Assessment,
  formatRt,
  MODEL_IDS,
  MODEL_METADATA,
  type ModelId,
  type RoomResult,
} from '@roomtone/acoustics';
import { CALC_BANDS } from '@roomtone/contracts';
import { type Dispatch, memo, type ReactNode } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';
import { NULL_REASON_TEXT } from '../model/model-texts.ts';
import { isSeriesShown } from '../model/series.ts';
import type { StandardView } from '../model/standard-view.ts';
import { AssessmentRows } from './assessment-rows.tsx';
import { BandHeaderCells } from './band-header-cells.tsx';
import classes from './results-table.module.css';
import { SERIES_STYLE } from './series-colors.ts';
import { SeriesSwatch } from './series-swatch.tsx';
import { StandardVerdict } from './standard-verdict.tsx';

type ResultsTableProps = {
  result: RoomResult | null;
  series: Record<string, boolean>;
  dispatch: Dispatch<CalcAction>;
  problem: string | null;
  /** The values are those of the last valid input: a field stops the calculation. */
  isStale?: boolean;
  /** Buttons beside the title (export). */
  actions?: ReactNode;
  /** The chosen standard: its verdict above the table, its limits and pass/fail rows in it. */
  standard?: StandardView | null;
  /** The verdict of the room with its proposals, while it has some. */
  proposalVerdict?: Assessment | null;
};

type MethodLabelProps = { id: ModelId; isShown: boolean; isAuto: boolean; dispatch: Dispatch<CalcAction> };

/** A row's heading: the series checkbox, colour, name and badges (memoized: values change far more often). */
const MethodLabel = memo(function MethodLabel({ id, isShown, isAuto, dispatch }: MethodLabelProps) {
  const metadata = MODEL_METADATA[id];
  return (
    <Table.Th scope="row" fw={500} className={classes.method}>
      <Group gap={4} wrap="wrap">
        <Checkbox
          size="xs"
          aria-label={`Show ${metadata.label} on the graph`}
          checked={isShown}
          onChange={() => dispatch({ type: 'toggleGuiFlag', group: 'series', id })}
        />
        <SeriesSwatch {...SERIES_STYLE[id]} />
        <Text size="sm" fw={500} className={classes.methodName}>
          {metadata.label}
        </Text>
        {metadata.experimental ? (
          <Badge size="xs" variant="filled" color="orange.4" autoContrast>
            experimental
          </Badge>
        ) : null}
        {isAuto ? (
          <Badge size="xs" variant="filled" color="teal.9">
            auto
          </Badge>
        ) : null}
      </Group>
    </Table.Th>
  );
});

/** One row per method, RT per band with one decimal, and a checkbox that shows its graph series. */
export const ResultsTable = memo(function ResultsTable({
  result,
  series,
  dispatch,
  problem,
  isStale = false,
  actions,
  standard = null,
  proposalVerdict = null,
}: ResultsTableProps) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="results-title">
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={2} size="h4" id="results-title">
          Results (RT in seconds)
        </Title>
        {actions}
      </Group>
      {problem === null ? null : (
        <Alert
          color={isStale || result === null ? 'orange' : 'gray'}
          variant="light"
          p="xs"
          mb="xs"
          role="status"
          data-testid="results-problem"
        >
          <Text size="sm">{problem}</Text>
        </Alert>
      )}
      {standard === null ? null : (
        <div style={{ marginBottom: 'var(--mantine-spacing-xs)' }}>
          <StandardVerdict view={standard} />
          {proposalVerdict === null ? null : (
            <Text size="xs" mt={4} c="violet.9" data-testid="proposal-verdict">
              {`With the proposals: ${proposalVerdict.verdict}`}
            </Text>
          )}
        </div>
      )}
      <Table.ScrollContainer minWidth={300} type="native">
        <Table
          striped
          highlightOnHover
          data-testid="results-table"
          data-stale={isStale}
          className={isStale ? `${classes.table} ${classes.stale}` : classes.table}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Method</Table.Th>
              <BandHeaderCells />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {MODEL_IDS.map((id) => (
              <Table.Tr key={id} data-model={id}>
                <MethodLabel
                  id={id}
                  isShown={isSeriesShown(series, id)}
                  isAuto={result?.autoModel === id}
                  dispatch={dispatch}
                />
                {CALC_BANDS.map((band, index) => {
                  const value = result?.rt[id][index];
                  return (
                    <Table.Td
                      key={band}
                      className={classes.value}
                      title={value?.reason ? NULL_REASON_TEXT[value.reason] : undefined}
                    >
                      {formatRt(value?.value ?? null)}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
            {standard === null ? null : <AssessmentRows view={standard} />}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
});
