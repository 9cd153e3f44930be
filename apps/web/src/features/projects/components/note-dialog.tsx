import '@mantine/dates/styles.css';
import { Button, Group, Modal, SegmentedControl, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DatePickerInput, TimePicker } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { type ProjectNote, type ProjectNoteForm, ProjectNoteFormSchema, TIMINGS } from '@roomtone/contracts';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSaveNote } from '../api/use-project-mutations.ts';
import { NoteEditor } from './note-editor.tsx';
import {
  mergeTimestamp,
  nextQuarterHour,
  noteMinDate,
  roundToNoteStep,
  splitTimestamp,
} from './note-timestamp.ts';
import { PICKER_FORMAT, today } from './phase-dates.ts';

function initialValues(note: ProjectNote | null): ProjectNoteForm {
  if (!note) return { type: 'in-person', attendees: '', ...nextQuarterHour(), body: '' };
  return { type: note.type, attendees: note.attendees, ...splitTimestamp(note.timestamp), body: note.body };
}

type NoteDialogProps = { projectId: string; note: ProjectNote | null; opened: boolean; onClose: () => void };

/**
 * The new-note dialog (and the same form to edit a note): type, attendees, date (from today), time
 * (moved to the nearest 15-minute step when left) and a rich-text body.
 */
export function NoteDialog({ projectId, note, opened, onClose }: NoteDialogProps) {
  const form = useForm<ProjectNoteForm>({
    mode: 'controlled',
    initialValues: initialValues(note),
    validate: schemaResolver(ProjectNoteFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const save = useSaveNote(projectId);
  const [alerts, setAlerts] = useState<string[]>([]);

  // A typed time moves to the nearest step once the time field is left (the picker shows the change).
  const roundTime = () => {
    const time = form.getValues().time;
    const rounded = roundToNoteStep(time);
    if (rounded !== time) form.setFieldValue('time', rounded);
    form.validateField('time');
  };

  const handleSubmit = form.onSubmit(async ({ date, time, ...values }) => {
    setAlerts([]);
    const timestamp = mergeTimestamp(date, time);
    if (!timestamp) {
      form.setFieldError('date', 'Must be a date');
      return;
    }
    try {
      await save.mutateAsync({ noteId: note?._id, body: { ...values, timestamp } });
      onClose();
    } catch (error) {
      setAlerts(applyServerErrors(form, error));
      // The server names the merged field; show its message on the date.
      const merged = form.errors.timestamp;
      if (merged) form.setFieldError('date', merged);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={note ? 'Edit note' : 'New note'} centered size="xl">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <AlertList
            messages={alerts}
            onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
          />
          <SegmentedControl
            aria-label="Meeting type"
            data={[
              { value: 'in-person', label: 'In person' },
              { value: 'teleconference', label: 'Teleconference' },
            ]}
            {...form.getInputProps('type')}
          />
          <TextInput
            label="Attendees"
            withAsterisk
            placeholder="Names, separated by commas"
            data-autofocus
            {...form.getInputProps('attendees')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DatePickerInput
              label="Date"
              withAsterisk
              valueFormat={PICKER_FORMAT}
              placeholder="MM/DD/YY"
              minDate={noteMinDate(note ? splitTimestamp(note.timestamp).date : null, today())}
              {...form.getInputProps('date')}
            />
            <TimePicker
              label="Time"
              withAsterisk
              format="12h"
              minutesStep={TIMINGS.noteTimeStepMinutes}
              withDropdown
              {...form.getInputProps('time')}
              onBlur={roundTime}
            />
          </SimpleGrid>
          <NoteEditor
            label="Notes"
            value={form.getValues().body}
            onChange={(html) => form.setFieldValue('body', html)}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!form.isValid()}>
              Save note
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
