import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  type Organization,
  type OrganizationProfileBody,
  OrganizationProfileBodySchema,
} from '@roomtone/contracts';
import { CountrySelect } from '../../../components/country-select.tsx';
import { FormFeedback } from '../../../components/form-feedback.tsx';
import { useFormFeedback } from '../../../lib/use-form-feedback.ts';
import { useSaveOrganization } from '../api/use-organization-mutations.ts';
import { withOrganizationPrefix } from './organization-errors.ts';

function profileOf(organization: Organization): OrganizationProfileBody {
  return {
    section: 'profile',
    name: organization.name,
    subscriberName: organization.subscriberName,
    phone: organization.phone,
    address: organization.address,
    zip: organization.zip,
    countryCode: organization.country.code,
  };
}

/** Profile tab: company name, subscriber's full name, phone, address, postal code and country. */
export function OrganizationProfileForm({ organization }: { organization: Organization }) {
  const form = useForm<OrganizationProfileBody>({
    mode: 'controlled',
    initialValues: profileOf(organization),
    validate: schemaResolver(OrganizationProfileBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const save = useSaveOrganization();
  const feedback = useFormFeedback(form, { formatErrors: withOrganizationPrefix });

  const handleSubmit = form.onSubmit(async (values) => {
    await feedback.submit(
      () => save.mutateAsync(values),
      (answer) => {
        // The server may normalise what it stores (the vendor CSS is sanitized): show what it kept.
        form.setValues(profileOf(answer.organization));
        form.resetDirty(profileOf(answer.organization));
      },
    );
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormFeedback feedback={feedback} />
        <TextInput
          label="Company name"
          autoComplete="organization"
          withAsterisk
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Subscriber's full name"
            autoComplete="name"
            withAsterisk
            {...form.getInputProps('subscriberName')}
          />
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
        </SimpleGrid>
        <TextInput
          label="Address"
          autoComplete="street-address"
          withAsterisk
          {...form.getInputProps('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Postal code"
            autoComplete="postal-code"
            withAsterisk
            {...form.getInputProps('zip')}
          />
          <CountrySelect
            label="Country"
            placeholder="Choose a country"
            withAsterisk
            {...form.getInputProps('countryCode')}
          />
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
