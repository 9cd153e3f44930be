import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { MESSAGES } from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/config/paths.ts';
import { inquiryQueries, useCopyInquiry } from '../api/inquiry-queries.ts';

type CopyInquiryDialogProps = {
  inquiryId: string;
  inquirerName: string;
  opened: boolean;
  onClose: () => void;
};

/** 'Copy into a project': picks a project and room of the vendor and saves the calculation there. */
export function CopyInquiryDialog({ inquiryId, inquirerName, opened, onClose }: CopyInquiryDialogProps) {
  const [search, setSearch] = useState('');
  const [projectId, setProjectId] = useState<string | null>(null);
  const [roomId, setRoomId] = useState<string | null>(null);
  const [phaseId, setPhaseId] = useState<string | null>(null);
  const [comment, setComment] = useState(`From the web inquiry of ${inquirerName}`);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [copied, setCopied] = useState<{ roomId: string; revisionNumber: number } | null>(null);
  const projects = useQuery({ ...inquiryQueries.projects(search), enabled: opened });
  const target = useQuery({
    ...inquiryQueries.project(projectId ?? ''),
    enabled: opened && projectId !== null,
  });
  const copy = useCopyInquiry(inquiryId);

  const handleCopy = async () => {
    setErrors({});
    if (roomId === null) {
      setErrors({ roomId: MESSAGES.required });
      return;
    }
    try {
      setCopied(await copy.mutateAsync({ roomId, phaseId, revisionComment: comment }));
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors({ ...error.errfor, ...(error.errors[0] ? { form: error.errors[0] } : {}) });
      } else setErrors({ form: MESSAGES.unknownServerError });
    }
  };

  const projectOptions = (projects.data ?? []).map((project) => ({
    value: project._id,
    label: `${project.projectId} – ${project.projectName}`,
  }));
  const rooms = target.data?.rooms ?? [];
  const phases = target.data?.phases ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title="Copy into a project" size="md">
      {copied !== null && projectId !== null ? (
        <Stack>
          <Alert color="green" role="status" title={MESSAGES.changesSaved}>
            The calculation is revision {copied.revisionNumber} of the room.
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <Button component={Link} to={paths.room(projectId, copied.roomId)}>
              Open the room
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          {errors.form ? (
            <Alert color="red" role="alert">
              {errors.form}
            </Alert>
          ) : null}
          <Select
            label="Project"
            placeholder={projects.isLoading ? 'Loading…' : 'Choose a project'}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            data={projectOptions}
            value={projectId}
            onChange={(value) => {
              setProjectId(value);
              setRoomId(null);
              setPhaseId(null);
            }}
            nothingFoundMessage={projects.isError ? 'Projects could not be loaded' : 'No project matches'}
            comboboxProps={{ withinPortal: true }}
            withAsterisk
          />
          <Select
            label="Room"
            placeholder={
              projectId === null
                ? 'Choose a project first'
                : target.isLoading
                  ? 'Loading…'
                  : rooms.length === 0
                    ? 'This project has no room yet'
                    : 'Choose a room'
            }
            disabled={projectId === null || rooms.length === 0}
            data={rooms.map((room) => ({ value: room._id, label: `${room.number} ${room.name}` }))}
            value={roomId}
            onChange={setRoomId}
            error={errors.roomId}
            comboboxProps={{ withinPortal: true }}
            withAsterisk
          />
          {phases.length > 0 ? (
            <Select
              label="Phase"
              placeholder="Choose a phase"
              data={phases.map((phase) => ({ value: phase._id, label: phase.name }))}
              value={phaseId}
              onChange={setPhaseId}
              error={errors.phaseId}
              comboboxProps={{ withinPortal: true }}
              clearable
            />
          ) : null}
          <TextInput
            label="Revision comment"
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            error={errors.revisionComment}
            withAsterisk
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              onClick={handleCopy}
              loading={copy.isPending}
              disabled={roomId === null || comment.trim() === ''}
            >
              Copy
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
