import { errorUpdating } from '@roomtone/contracts';
import { PasswordChangeForm } from '../../../components/password-change-form.tsx';
import { withPrefix } from '../../../lib/form-errors.ts';
import { useChangePassword } from '../api/use-settings-mutations.ts';

/** Failures read 'Error updating password: ' and the server's message (docs/product/messages.md#failures). */
const formatErrors = withPrefix(errorUpdating('password', ''));

/** Password tab of the account settings. */
export function PasswordForm() {
  const change = useChangePassword();
  return (
    <PasswordChangeForm
      onSave={(values) => change.mutateAsync(values)}
      isSaving={change.isPending}
      formatErrors={formatErrors}
    />
  );
}
