import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  ADMIN_PERMISSION_LABELS,
  ADMIN_PERMISSIONS,
  type AdminGroup,
  AdminGroupBodySchema,
  type AdminPermission,
} from '@roomtone/contracts';
import { AlertList } from '../../../components/alert-list.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAdminAction } from './use-admin-action.ts';

/** Adds or edits an admin group: its name and the permissions it grants. */
export function AdminGroupDialog({ group, onClose }: { group: AdminGroup | null; onClose: () => void }) {
  const form = useForm({
    initialValues: { name: group?.name ?? '', permissions: (group?.permissions ?? []) as AdminPermission[] },
    validate: schemaResolver(AdminGroupBodySchema, { sync: true }),
  });
  const save = useAdminAction(
    (values: { name: string; permissions: AdminPermission[] }) =>
      group
        ? api.put(`/api/admin/admin-groups/${group.id}`, values)
        : api.post('/api/admin/admin-groups', values),
    'Admin group saved',
  );
  const handleSubmit = form.onSubmit(async (values) => {
    if (await save.execute(values)) onClose();
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={group ? `Edit ${group.name}` : 'New admin group'}
      centered
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <AlertList messages={save.errors} onClose={save.clear} />
          <TextInput
            label="Name"
            withAsterisk
            {...form.getInputProps('name')}
            error={form.errors.name ?? save.errfor.name}
          />
          <Checkbox.Group label="Permissions" {...form.getInputProps('permissions')}>
            <Stack gap={6} mt={6}>
              {ADMIN_PERMISSIONS.map((permission) => (
                <Checkbox
                  key={permission}
                  value={permission}
                  label={`${permission}: ${ADMIN_PERMISSION_LABELS[permission]}`}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
