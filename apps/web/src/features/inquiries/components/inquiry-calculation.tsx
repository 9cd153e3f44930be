import { Alert, Badge, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { calculateRoom, formatRt, MODEL_IDS, MODEL_METADATA, parseCalcDocument } from '@roomtone/acoustics';
import { MESSAGES } from '@roomtone/contracts';
import { useMemo } from 'react';

/** The sent calculation, read-only, with every number recomputed by the engine in the browser. */
export function InquiryCalculation({ calcText }: { calcText: string }) {
  const computed = useMemo(() => {
    try {
      const parsed = parseCalcDocument(JSON.parse(calcText));
      return parsed.ok ? { parsed: parsed.value, result: calculateRoom(parsed.value) } : null;
    } catch {
      return null;
    }
  }, [calcText]);
  if (computed === null) {
    return (
      <Alert color="red" role="alert">
        {MESSAGES.errorParsingCalculation}
      </Alert>
    );
  }
  const { parsed, result } = computed;
  const unit = result.unitSystem === 'Metric' ? 'm' : 'ft';
  const activeSurfaces = result.surfaces.filter((surface) => surface.isActive);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="inquiry-calculation-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="inquiry-calculation-title">
            Calculation (read-only)
          </Title>
          {result.autoModel === null ? null : (
            <Badge variant="light">Suggested model: {MODEL_METADATA[result.autoModel].label}</Badge>
          )}
        </Group>
        <Text size="sm">
          Room {parsed.length} × {parsed.width} × {parsed.height} {unit}, volume {Math.round(result.volume)}{' '}
          {unit}³, {activeSurfaces.length} active surface{activeSurfaces.length === 1 ? '' : 's'}:{' '}
          {activeSurfaces.map((surface) => surface.name || surface.type).join(', ') || 'none'}.
        </Text>
        <ScrollArea type="auto">
          <Table striped withTableBorder fz="sm" miw={520} aria-label="Reverberation time by model, seconds">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Model</Table.Th>
                {result.bands.map((band) => (
                  <Table.Th key={band} ta="right">
                    {band} Hz
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {MODEL_IDS.map((model) => (
                <Table.Tr key={model}>
                  <Table.Th scope="row">{MODEL_METADATA[model].label}</Table.Th>
                  {result.rt[model].map((value, index) => (
                    <Table.Td key={result.bands[index]} ta="right">
                      {value.value === null ? '–' : formatRt(value.value)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      </Stack>
    </Paper>
  );
}
