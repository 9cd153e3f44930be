import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ClientBody } from '@roomtone/contracts';
import { CountrySelect } from '../../../components/country-select.tsx';

/** Id, name, address and country of a client: the fields of the add dialog and the edit screen. */
export function ClientFields({ form }: { form: UseFormReturnType<ClientBody> }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Client ID" withAsterisk data-autofocus {...form.getInputProps('id')} />
        <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
      </SimpleGrid>
      <Textarea label="Address" withAsterisk autosize minRows={2} {...form.getInputProps('address')} />
      <CountrySelect
        label="Country"
        withAsterisk
        placeholder="Search by name or code"
        {...form.getInputProps('country')}
      />
    </Stack>
  );
}
