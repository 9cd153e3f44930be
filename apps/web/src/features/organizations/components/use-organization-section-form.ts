import { schemaResolver, useForm } from '@mantine/form';
import type { Organization, UpdateOrganizationBody } from '@roomtone/contracts';
import { useFormFeedback } from '../../../lib/use-form-feedback.ts';
import { useSaveOrganization } from '../api/use-organization-mutations.ts';
import { withOrganizationPrefix } from './organization-errors.ts';

/**
 * One section of the organization settings (profile, settings): a form over the values
 * `valuesOf` reads from the organization, saved with PUT /api/account/organization; after a save
 * it shows what the server kept (it may normalise, e.g. sanitize the vendor CSS).
 */
export function useOrganizationSectionForm<Body extends UpdateOrganizationBody & Record<string, unknown>>(
  organization: Organization,
  valuesOf: (organization: Organization) => Body,
  schema: Parameters<typeof schemaResolver>[0],
) {
  const form = useForm<Body>({
    mode: 'controlled',
    initialValues: valuesOf(organization),
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  const save = useSaveOrganization();
  const feedback = useFormFeedback(form, { formatErrors: withOrganizationPrefix });

  const handleSubmit = form.onSubmit(async (values) => {
    await feedback.submit(
      () => save.mutateAsync(values),
      (answer) => {
        const kept = valuesOf(answer.organization);
        form.setValues(kept);
        form.resetDirty(kept);
      },
    );
  });

  return { form, feedback, handleSubmit, isSaving: save.isPending };
}
