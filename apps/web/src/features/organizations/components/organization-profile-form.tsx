import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  type Organization,
  type OrganizationProfileBody,
  OrganizationProfileBodySchema,
} from '@roomtone/contracts';
import { CountrySelect } from '../../../components/country-select.tsx';
import { FormFeedback } from '../../../components/form-feedback.tsx';
import { useOrganizationSectionForm } from './use-organization-section-form.ts';

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
  const { form, feedback, handleSubmit, isSaving } = useOrganizationSectionForm(
    organization,
    profileOf,
    OrganizationProfileBodySchema,
  );

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
          <Button type="submit" loading={isSaving} disabled={!form.isValid()}>
            Save profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
