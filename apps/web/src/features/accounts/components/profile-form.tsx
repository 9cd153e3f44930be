import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { errorUpdating, type Profile, type ProfileBody, ProfileBodySchema } from '@roomtone/contracts';
import { FormFeedback } from '../../../components/form-feedback.tsx';
import { withPrefix } from '../../../lib/form-errors.ts';
import { useFormFeedback } from '../../../lib/use-form-feedback.ts';
import { useSaveProfile } from '../api/use-settings-mutations.ts';

/**
 * Failures read 'Error updating account details: ' and the server's message
 * (docs/product/messages.md#failures).
 */
const formatErrors = withPrefix(errorUpdating('account details', ''));

/** Profile tab: first, middle and last name, company, phone, postal code. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { email: _email, connections: _connections, ...initialValues } = profile;
  const form = useForm<ProfileBody>({
    mode: 'controlled',
    initialValues,
    validate: schemaResolver(ProfileBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const save = useSaveProfile();
  const feedback = useFormFeedback(form, { formatErrors });

  const handleSubmit = form.onSubmit(async (values) => {
    if (await feedback.submit(() => save.mutateAsync(values))) form.resetDirty(values);
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormFeedback feedback={feedback} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="First name" withAsterisk {...form.getInputProps('firstName')} />
          <TextInput label="Middle name" {...form.getInputProps('middleName')} />
          <TextInput label="Last name" withAsterisk {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <TextInput label="Company" {...form.getInputProps('company')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Phone" type="tel" {...form.getInputProps('phone')} />
          <TextInput label="Postal code" {...form.getInputProps('zip')} />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!form.isValid()}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
