import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  FINISH_BANDS,
  type Finish,
  type FinishBodyInput,
  FinishBodySchema,
  MESSAGES,
} from '@roomtone/contracts';
import { useQuery } from '@tanstack/react-query';
import { AlertList } from '../../../components/alert-list.tsx';
import { DecimalInput } from '../../../components/decimal-input.tsx';
import { api } from '../../../lib/api-client.ts';
import { adminQueries } from '../api/admin-queries.ts';
import { useAdminAction } from './use-admin-action.ts';

const BAND_LABELS: Record<(typeof FINISH_BANDS)[number], string> = {
  a125: '125 Hz',
  a250: '250 Hz',
  a500: '500 Hz',
  a1000: '1000 Hz',
  a2000: '2000 Hz',
  a4000: '4000 Hz',
};

/** A new finish's form: empty text, coefficients by octave band to be typed. */
const NEW_FINISH: FinishBodyInput = { name: '', description: '', unit: 'coefficient' } as FinishBodyInput;

/** Every field of a finish as the form edits it: the saved finish, unchanged where not edited. */
function bodyOf(finish: Finish): FinishBodyInput {
  return {
    name: finish.name,
    description: finish.description,
    categoryId: finish.categoryId ?? undefined,
    altkeywords: finish.altkeywords,
    manufacturer: finish.manufacturer,
    model: finish.model,
    thickness: finish.thickness,
    density: finish.density,
    mounting: finish.mounting,
    feat1: finish.feat1,
    feat2: finish.feat2,
    feat3: finish.feat3,
    feat4: finish.feat4,
    feat5: finish.feat5,
    suggest: finish.suggest,
    unit: finish.unit,
    a63: finish.a63 ?? undefined,
    a125: finish.a125,
    a250: finish.a250,
    a500: finish.a500,
    a1000: finish.a1000,
    a2000: finish.a2000,
    a4000: finish.a4000,
  };
}

/**
 * Edits a global finish in place, or (with `finish` null) adds one to the library: names,
 * keywords, maker, category and its absorption by octave band.
 */
export function FinishEditDialog({ finish, onClose }: { finish: Finish | null; onClose: () => void }) {
  const form = useForm<FinishBodyInput>({
    initialValues: finish ? bodyOf(finish) : NEW_FINISH,
    validate: schemaResolver(FinishBodySchema, { sync: true }),
  });
  const categories = useQuery(adminQueries.categories());
  const save = useAdminAction(
    (body: FinishBodyInput) =>
      finish ? api.put(`/api/admin/finishes/${finish.id}`, body) : api.post('/api/admin/finishes', body),
    finish ? MESSAGES.finishSaved : MESSAGES.finishAdded,
  );
  const handleSubmit = form.onSubmit(async () => {
    if (await save.execute(form.getValues())) onClose();
  });
  const errorOf = (field: string) => form.errors[field] ?? save.errfor[field];
  const unit = finish?.unit ?? 'coefficient';
  return (
    <Modal
      opened
      onClose={onClose}
      title={finish ? `Edit ${finish.finishName}` : 'New global finish'}
      centered
      size="lg"
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          <AlertList messages={save.errors} onClose={save.clear} />
          <TextInput label="Name" {...form.getInputProps('name')} error={errorOf('name')} data-autofocus />
          <Textarea
            label="Description"
            withAsterisk
            autosize
            minRows={2}
            {...form.getInputProps('description')}
            error={errorOf('description')}
          />
          <TextInput
            label="Alternative keywords"
            description="Words the finish search also matches"
            {...form.getInputProps('altkeywords')}
            error={errorOf('altkeywords')}
          />
          <Select
            label="Category"
            description="Visitors without an account see the finishes of public categories"
            data={(categories.data ?? []).map((category) => ({
              value: category.id,
              label: category.isPublic ? category.name : `${category.name} (not public)`,
            }))}
            clearable
            {...form.getInputProps('categoryId')}
            error={errorOf('categoryId')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="Manufacturer"
              {...form.getInputProps('manufacturer')}
              error={errorOf('manufacturer')}
            />
            <TextInput label="Model" {...form.getInputProps('model')} error={errorOf('model')} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
            {FINISH_BANDS.map((band) => (
              <DecimalInput
                key={band}
                label={`${unit === 'coefficient' ? 'α' : 'Sabins'} ${BAND_LABELS[band]}`}
                withAsterisk
                {...form.getInputProps(band)}
                error={errorOf(band)}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {finish ? 'Save finish' : 'Add finish'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
