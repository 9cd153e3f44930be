import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  FINISH_BANDS,
  type FinishBody,
  type FinishBodyInput,
  FinishBodySchema,
  TIMINGS,
} from '@roomtone/contracts';
import { DecimalInput } from '../../../components/decimal-input.tsx';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { useDialogForm } from '../../../lib/use-dialog-form.ts';
import { useAddOrganizationFinish } from '../api/use-finish-mutations.ts';
import { emptyFinishBody } from './finish-grid.ts';

type NewFinishDialogProps = { opened: boolean; onClose: () => void };

/** Add New Finish: description and the six coefficients are required ('Required'). */
export function NewFinishDialog({ opened, onClose }: NewFinishDialogProps) {
  const form = useForm<FinishBodyInput, FinishBody>({
    mode: 'controlled',
    initialValues: emptyFinishBody(),
    validate: schemaResolver(FinishBodySchema, { sync: true }),
    validateInputOnBlur: true,
    transformValues: (values) => FinishBodySchema.parse(values),
  });
  const add = useAddOrganizationFinish();
  const dialog = useDialogForm(form, onClose);

  const handleSubmit = dialog.submit(async (body) => {
    const answer = await add.mutateAsync(body);
    notifications.show({
      message: answer.message,
      color: 'green',
      autoClose: TIMINGS.finishNotificationMs,
    });
    dialog.close();
  });

  return (
    <FormDialog
      opened={opened}
      title="Add New Finish"
      size="lg"
      submitLabel="Add finish"
      isPending={add.isPending}
      canSubmit={form.isValid() && !add.isPending}
      dialog={dialog}
      onSubmit={handleSubmit}
    >
      <TextInput
        label="Name"
        description="Left empty, the description is used."
        {...form.getInputProps('name')}
      />
      <Textarea
        label="Description"
        withAsterisk
        autosize
        minRows={2}
        {...form.getInputProps('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Manufacturer" {...form.getInputProps('manufacturer')} />
        <TextInput label="Model" {...form.getInputProps('model')} />
        <TextInput label="Thickness" {...form.getInputProps('thickness')} />
        <TextInput label="Mounting" {...form.getInputProps('mounting')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 6 }} spacing="xs">
        {FINISH_BANDS.map((band) => (
          <DecimalInput key={band} label={`${band.slice(1)} Hz`} withAsterisk {...form.getInputProps(band)} />
        ))}
      </SimpleGrid>
    </FormDialog>
  );
}
