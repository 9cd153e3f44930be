import {
  Button,
  Checkbox,
  Collapse,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PASSWORD_TOO_SHORT, type SignupBody, SignupBodySchema } from '@roomtone/contracts';
import { useState } from 'react';
import { AlertList } from '../../../components/alert-list.tsx';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useSignup } from '../api/use-auth-mutations.ts';
import { useAvailability } from '../hooks/use-availability.ts';

const EMPTY: SignupBody = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  company: '',
  phone: '',
  zip: '',
  organizationName: '',
};

/** The sign-up form, with availability of the e-mail and organization name checked as the user types. */
export function SignupForm({ onSignedUp }: { onSignedUp: () => void }) {
  const form = useForm<SignupBody>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(SignupBodySchema, { sync: true }),
    validateInputOnBlur: true,
  });
  const [isOrganization, setOrganization] = useState(false);
  const signup = useSignup();
  const [alerts, setAlerts] = useState<string[]>([]);
  const emailTaken = useAvailability('email', form.values.email, 'That email is already registered.');
  const organizationTaken = useAvailability(
    'organization',
    isOrganization ? form.values.organizationName : '',
    'That organization name is already taken.',
  );

  const handleSubmit = form.onSubmit(async (values) => {
    setAlerts([]);
    try {
      await signup.mutateAsync({
        ...values,
        organizationName: isOrganization ? values.organizationName : '',
      });
      onSignedUp();
    } catch (error) {
      setAlerts(applyServerErrors(form, error));
    }
  });
  const isOrganizationNameMissing = isOrganization && form.values.organizationName.trim() === '';

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <AlertList
          messages={alerts}
          onClose={(index) => setAlerts((list) => list.filter((_, i) => i !== index))}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="First name"
            autoComplete="given-name"
            withAsterisk
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            withAsterisk
            {...form.getInputProps('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          {...form.getInputProps('email')}
          error={form.getInputProps('email').error ?? emailTaken}
        />
        <PasswordInput
          label="Password"
          description={PASSWORD_TOO_SHORT}
          autoComplete="new-password"
          withAsterisk
          {...form.getInputProps('password')}
        />
        <TextInput label="Company" autoComplete="organization" {...form.getInputProps('company')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput label="Phone" type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <TextInput label="Postal code" autoComplete="postal-code" {...form.getInputProps('zip')} />
        </SimpleGrid>
        <Checkbox
          label="Create an organization account (for a firm with members)"
          checked={isOrganization}
          onChange={(event) => setOrganization(event.currentTarget.checked)}
        />
        <Collapse expanded={isOrganization}>
          <TextInput
            label="Organization name"
            withAsterisk
            {...form.getInputProps('organizationName')}
            error={form.getInputProps('organizationName').error ?? organizationTaken}
          />
        </Collapse>
        <Group grow>
          <Button
            type="submit"
            loading={signup.isPending}
            disabled={
              !form.isValid() ||
              isOrganizationNameMissing ||
              Boolean(emailTaken) ||
              Boolean(organizationTaken)
            }
          >
            Create account
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
