import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { speechPrivacy } from '@roomtone/acoustics';
import {
  PARTITION_NC_RANGE,
  PARTITION_STC_RANGE,
  PartitionNcSchema,
  PartitionStcSchema,
  type ProjectPartition,
  ProjectPartitionBodySchema,
  type RoomListItem,
  type UnitsSystem,
} from '@roomtone/contracts';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSavePartition } from '../api/use-project-mutations.ts';
import { PrivacyBadge } from './privacy-badge.tsx';

type PartitionFormValues = {
  sourceRoomId: string;
  receiveRoomId: string;
  nc: number | string;
  stc: number | string;
  surfaceArea: number | string;
};

function initialValues(partition: ProjectPartition | null): PartitionFormValues {
  return {
    sourceRoomId: partition?.sourceRoom?._id ?? '',
    receiveRoomId: partition?.receiveRoom?._id ?? '',
    nc: partition?.nc ?? '',
    stc: partition?.stc ?? '',
    surfaceArea: partition?.surfaceArea ?? '',
  };
}

type PartitionDialogProps = {
  projectId: string;
  rooms: RoomListItem[];
  units: UnitsSystem;
  /** The partition being edited; null adds a new one. */
  partition: ProjectPartition | null;
  opened: boolean;
  onClose: () => void;
};

/** Adds or edits a partition; the privacy rating follows NC + STC as they are typed. */
export function PartitionDialog({
  projectId,
  rooms,
  units,
  partition,
  opened,
  onClose,
}: PartitionDialogProps) {
  const form = useForm<PartitionFormValues>({
    mode: 'controlled',
    initialValues: initialValues(partition),
    validate: schemaResolver(ProjectPartitionBodySchema, { sync: true }),
    validateInputOnBlur: true,
    // A receive room equal to the source room is said as soon as it is picked.
    validateInputOnChange: ['sourceRoomId', 'receiveRoomId'],
  });
  const save = useSavePartition(projectId);
  const [alerts, setAlerts] = useState<string[]>([]);
  const options = rooms.map((room) => ({ value: room._id, label: `${room.number} · ${room.name}` }));
  const { nc, stc } = form.getValues();
  // The rating shows only for an NC and an STC each field accepts: never for a value it refuses.
  const ncValue = PartitionNcSchema.safeParse(nc);
  const stcValue = PartitionStcSchema.safeParse(stc);
  const rating = ncValue.success && stcValue.success ? speechPrivacy(ncValue.data, stcValue.data) : null;

  const handleSubmit = form.onSubmit(async (values) => {
    setAlerts([]);
    try {
      await save.mutateAsync({ partitionId: partition?._id, body: ProjectPartitionBodySchema.parse(values) });
      onClose();
    } catch (error) {
      setAlerts(applyServerErrors(form, error));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={partition ? 'Edit partition' : 'New partition'}
      centered
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <AlertList
            messages={alerts}
            onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Source room"
              withAsterisk
              data={options}
              searchable
              {...form.getInputProps('sourceRoomId')}
            />
            <Select
              label="Receive room"
              withAsterisk
              data={options}
              searchable
              {...form.getInputProps('receiveRoomId')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <NumberInput
              label="NC"
              description={`${PARTITION_NC_RANGE.min} to ${PARTITION_NC_RANGE.max}`}
              withAsterisk
              min={PARTITION_NC_RANGE.min}
              max={PARTITION_NC_RANGE.max}
              clampBehavior="none"
              allowDecimal={false}
              {...form.getInputProps('nc')}
            />
            <NumberInput
              label="STC"
              description={`${PARTITION_STC_RANGE.min} to ${PARTITION_STC_RANGE.max}`}
              withAsterisk
              min={PARTITION_STC_RANGE.min}
              max={PARTITION_STC_RANGE.max}
              clampBehavior="none"
              allowDecimal={false}
              {...form.getInputProps('stc')}
            />
            <NumberInput
              label={`Surface area (${units === 'Metric' ? 'm²' : 'ft²'})`}
              description="0 or more"
              withAsterisk
              min={0}
              decimalScale={2}
              {...form.getInputProps('surfaceArea')}
            />
          </SimpleGrid>
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Speech privacy (NC + STC):
            </Text>
            {rating ? (
              <PrivacyBadge rating={rating} />
            ) : (
              <Text size="sm" data-testid="privacy-preview-empty">
                —
              </Text>
            )}
          </Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.isValid()}>
              Save partition
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
