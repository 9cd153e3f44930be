import { Button, Checkbox, Group, Modal, NumberInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { AdminCategoryBodySchema, AdminStatusBodySchema } from '@roomtone/contracts';
import { AlertList } from '../../../components/alert-list.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAdminAction } from './use-admin-action.ts';

/** A status or a category as the dialog edits it; `id` is absent for a new one. */
export type ReferenceValues = { id?: string; name: string; sortOrder: number; isPublic: boolean };

type ReferenceDialogProps = {
  kind: 'status' | 'category';
  initial: ReferenceValues;
  onClose: () => void;
};

const COLLECTION = { status: '/api/admin/statuses', category: '/api/admin/categories' } as const;

/** Adds or edits an acoustic-model status or a finish category (name, order, and a category's public flag). */
export function ReferenceDialog({ kind, initial, onClose }: ReferenceDialogProps) {
  const schema = kind === 'status' ? AdminStatusBodySchema : AdminCategoryBodySchema;
  const form = useForm({
    initialValues: { name: initial.name, sortOrder: initial.sortOrder, isPublic: initial.isPublic },
    validate: schemaResolver(schema, { sync: true }),
  });
  const save = useAdminAction(
    (values: Omit<ReferenceValues, 'id'>) => {
      const body = kind === 'status' ? { name: values.name, sortOrder: values.sortOrder } : values;
      return initial.id
        ? api.put(`${COLLECTION[kind]}/${initial.id}`, body)
        : api.post(COLLECTION[kind], body);
    },
    kind === 'status' ? 'Status saved' : 'Category saved',
  );
  const handleSubmit = form.onSubmit(async (values) => {
    if (await save.execute(values)) onClose();
  });
  const label = kind === 'status' ? 'status' : 'category';
  return (
    <Modal opened onClose={onClose} title={initial.id ? `Edit ${label}` : `New ${label}`} centered>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <AlertList messages={save.errors} onClose={save.clear} />
          <TextInput
            label="Name"
            withAsterisk
            {...form.getInputProps('name')}
            error={form.errors.name ?? save.errfor.name}
            data-autofocus
          />
          <NumberInput
            label="Order"
            description="Lists show lower numbers first"
            min={0}
            max={10000}
            allowDecimal={false}
            {...form.getInputProps('sortOrder')}
          />
          {kind === 'category' ? (
            <Checkbox
              label="Public: visitors and vendor calculators may browse its finishes"
              {...form.getInputProps('isPublic', { type: 'checkbox' })}
            />
          ) : null}
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
