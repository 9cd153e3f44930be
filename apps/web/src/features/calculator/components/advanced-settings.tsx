import { Select, Stack, Switch, Text } from '@mantine/core';
import { COEFFICIENT_CAP, MODEL_METADATA, type RoomResult } from '@roomtone/acoustics';
import { type CalcDocument, REPORT_MODELS, type ReportModel } from '@roomtone/contracts';
import type { Dispatch } from 'react';
import type { CalcAction } from '../model/calc-actions.ts';

type AdvancedSettingsProps = {
  document: CalcDocument;
  result: RoomResult | null;
  dispatch: Dispatch<CalcAction>;
  /** False in vendor mode (docs/product/states.md#automatic-model-choice). */
  isReportModelShown: boolean;
};

const REPORT_MODEL_LABELS: Record<ReportModel, string> = {
  auto: 'Automatic',
  sabine: 'Sabine',
  eyring: 'Eyring',
  both: 'Sabine and Eyring',
};

function isReportModel(value: string | null): value is ReportModel {
  return (REPORT_MODELS as readonly (string | null)[]).includes(value);
}

/** Coefficient cap, air absorption and the report model (docs/product/states.md and validation.md). */
export function AdvancedSettings({ document, result, dispatch, isReportModelShown }: AdvancedSettingsProps) {
  const settings = document.settings ?? {};
  const autoModel = result?.autoModel ?? null;
  return (
    <Stack gap="xs">
      <Switch
        size="sm"
        label={`Limit coefficients to ${COEFFICIENT_CAP}`}
        checked={settings.limitCoefficients ?? false}
        onChange={(event) =>
          dispatch({ type: 'setSettings', settings: { limitCoefficients: event.currentTarget.checked } })
        }
      />
      <Switch
        size="sm"
        label="Air absorption"
        checked={settings.airAbsorption ?? true}
        onChange={(event) =>
          dispatch({ type: 'setSettings', settings: { airAbsorption: event.currentTarget.checked } })
        }
      />
      {isReportModelShown ? (
        <Select
          size="xs"
          label="Report model"
          allowDeselect={false}
          value={settings.reportModel ?? 'auto'}
          data={REPORT_MODELS.map((value) => ({ value, label: REPORT_MODEL_LABELS[value] }))}
          onChange={(value) => {
            if (isReportModel(value)) dispatch({ type: 'setSettings', settings: { reportModel: value } });
          }}
        />
      ) : null}
      <Text size="sm" c="dimmed" data-testid="auto-model">
        Automatic model choice:{' '}
        {autoModel === null
          ? 'none (the mean absorption is 1 or more in a band)'
          : `${MODEL_METADATA[autoModel].label} (${
              autoModel === 'sabine'
                ? 'mean absorption at most 0.30 in every band and proportions within ISO 354'
                : 'mean absorption above 0.30 in a band, or the room is too elongated, and below 1 in every band'
            })`}
      </Text>
    </Stack>
  );
}
