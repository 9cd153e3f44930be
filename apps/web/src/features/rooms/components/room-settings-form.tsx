import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MESSAGES, type RoomDetail, UpdateRoomBodySchema } from '@roomtone/contracts';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSaveRoom } from '../api/use-room-mutations.ts';
import { ActiveRevisionSelect } from './active-revision-select.tsx';

type RoomSettingsValues = { name: string; number: string; activeRTRevision: string | null };

/** Room Settings: name, number and the active RT version, chosen among all the room's revisions. */
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
        <ActiveRevisionSelect
          room={room}
          value={form.getValues().activeRTRevision}
          onChange={(value) => form.setFieldValue('activeRTRevision', value)}
          onBlur={() => form.validateField('activeRTRevision')}
          error={form.errors.activeRTRevision}
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
