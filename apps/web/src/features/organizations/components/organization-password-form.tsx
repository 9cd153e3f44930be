import { PasswordChangeForm } from '../../../components/password-change-form.tsx';
import { useChangeOrganizationPassword } from '../api/use-organization-mutations.ts';
import { withOrganizationPrefix } from './organization-errors.ts';

/** Password tab: the organization account's password (current, new, confirm). */
export function OrganizationPasswordForm() {
  const change = useChangeOrganizationPassword();
  return (
    <PasswordChangeForm
      onSave={(values) => change.mutateAsync(values)}
      isSaving={change.isPending}
      intro="The password of the organization account. Other devices signed in to it are signed out."
      formatErrors={withOrganizationPrefix}
    />
  );
}
