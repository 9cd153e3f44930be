import { Badge, Group, Modal, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PARTITION_TL_BANDS, type Partition, type PartitionTlField } from '@roomtone/contracts';
import { formatLevel, formatTestDate } from './format-partition.ts';
import { assessStc, curveOf } from './stc-assessment.ts';
import { StcSummary } from './stc-summary.tsx';
import { TransmissionLossChart } from './transmission-loss-chart.tsx';

type PartitionDetailProps = {
  partition: Partition | null;
  elementNames: Map<string, string>;
  onClose: () => void;
};

function Fact({ label, children }: { label: string; children: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm">{children}</Text>
    </div>
  );
}

/**
 * One partition: its transmission-loss curve against the STC reference contour, the STC as
 * published and as recomputed per ASTM E413 where the third-octave curve allows, the values,
 * the elements and the source.
 */
export function PartitionDetail({ partition, elementNames, onClose }: PartitionDetailProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  if (!partition) return <Modal opened={false} onClose={onClose} />;
  const assessment = assessStc(partition);
  const isOctave = partition.bandType === 'octave';
  const bands = isOctave ? [125, 250, 500, 1000, 2000, 4000] : PARTITION_TL_BANDS;
  const contourStc = assessment.kind === 'recomputed' ? assessment.recomputed : assessment.published;
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      fullScreen={isPhone}
      title={
        <Title order={2} size="h4">
          {partition.description}
        </Title>
      }
    >
      <Stack gap="md">
        <Group gap="xs">
          <Badge variant="light">{partition.category}</Badge>
          <Badge variant="light" color={isOctave ? 'gray' : 'teal'}>
            {isOctave ? 'Octave bands' : 'Third-octave bands'}
          </Badge>
          {partition.flags ? (
            <Badge variant="light" color="orange">
              {partition.flags}
            </Badge>
          ) : null}
        </Group>
        <StcSummary assessment={assessment} />
        <TransmissionLossChart
          points={curveOf(partition)}
          contour={{ points: assessment.contour, label: `STC ${contourStc} reference contour` }}
          curveLabel={
            isOctave ? 'Transmission loss (octave bands)' : 'Transmission loss (third-octave bands)'
          }
          description={`Transmission loss of ${partition.description} from ${bands[0]} to ${bands.at(-1)} Hz against the STC ${contourStc} reference contour`}
        />
        <ScrollArea type="auto">
          <Table withTableBorder withColumnBorders fz="xs" ta="center" miw={isOctave ? 320 : 900}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Hz</Table.Th>
                {bands.map((band) => (
                  <Table.Th key={band}>{band >= 1000 ? `${band / 1000}k` : band}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th>dB</Table.Th>
                {bands.map((band) => (
                  <Table.Td key={band} ff="monospace">
                    {formatLevel(partition[`t${band}` as PartitionTlField])}
                  </Table.Td>
                ))}
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </ScrollArea>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label="Laboratory">{partition.labName || 'Not given by the source'}</Fact>
          <Fact label="Test no.">{partition.testNo || 'Not given by the source'}</Fact>
          <Fact label="Test date">
            {partition.testDate ? formatTestDate(partition.testDate) : 'Not given by the source'}
          </Fact>
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Elements
          </Text>
          <Stack gap={2}>
            {partition.elements.map((code) => (
              <Text size="sm" key={code}>
                <Text span ff="monospace" fw={600}>
                  {code}
                </Text>{' '}
                {elementNames.get(code) ?? ''}
              </Text>
            ))}
          </Stack>
        </div>
        <Fact label="Source">{partition.source}</Fact>
      </Stack>
    </Modal>
  );
}
