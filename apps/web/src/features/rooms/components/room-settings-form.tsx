import { Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LIMITS, MESSAGES, type RoomDetail, UpdateRoomBodySchema } from '@roomtone/contracts';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSaveRoom } from '../api/use-room-mutations.ts';

type RoomSettingsValues = { name: string; number: string; activeRTRevision: string | null };

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Room Settings: name, number and the active RT version, chosen among the room's revisions. */
export function RoomSettingsForm({ room }: { room: RoomDetail }) {
  const form = useForm<RoomSettingsValues>({
    mode: 'controlled',
    initialValues: {
      name: room.name,
      number: room.number,
      activeRTRevision: room.activeRTRevision === null ? null : String(room.activeRTRevision),
    },
    validate: (values) => {
      const parsed = UpdateRoomBodySchema.safeParse({ ...values, activeRTRevision: null });
      const errors: Record<string, string> = {};
      for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
      if (room.revisionCount > 0 && values.activeRTRevision === null)
        errors.activeRTRevision = MESSAGES.required;
      return errors;
    },
    validateInputOnBlur: true,
  });
  const save = useSaveRoom(room._id);
  const [alerts, setAlerts] = useState<string[]>([]);
  const [notice, setNotice] = useState<string[]>([]);

  const options = room.revisions.map((revision) => ({
    value: String(revision.id),
    label: `#${revision.id} · ${revision.revisionComment} (${dateFormat.format(new Date(revision.createdOn))})`,
  }));
  const active = room.activeRTRevision;
  if (active !== null && !options.some((option) => option.value === String(active))) {
    options.push({ value: String(active), label: `#${active}` });
  }

  const handleSubmit = form.onSubmit(async (values) => {
    setAlerts([]);
    setNotice([]);
    try {
      await save.mutateAsync({
        name: values.name.trim(),
        number: values.number.trim(),
        activeRTRevision: values.activeRTRevision === null ? null : Number(values.activeRTRevision),
      });
      form.resetDirty(values);
      setNotice([MESSAGES.changesSaved]);
    } catch (error) {
      setAlerts(applyServerErrors(form, error));
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <AlertList messages={notice} color="green" onClose={() => setNotice([])} />
        <AlertList
          messages={alerts}
          onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Room name" withAsterisk {...form.getInputProps('name')} />
          <TextInput label="Room number" withAsterisk {...form.getInputProps('number')} />
        </SimpleGrid>
        <Select
          label="Active RT version"
          withAsterisk={room.revisionCount > 0}
          placeholder={room.revisionCount === 0 ? 'No revisions yet' : 'Choose a revision'}
          disabled={room.revisionCount === 0}
          data={options}
          searchable
          allowDeselect={false}
          maxDropdownHeight={LIMITS.dropdownMaxHeightPx}
          {...form.getInputProps('activeRTRevision')}
        />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!form.isValid() || !form.isDirty()}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
