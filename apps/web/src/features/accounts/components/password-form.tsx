import { PasswordChangeForm } from '../../../components/password-change-form.tsx';
import { useChangePassword } from '../api/use-settings-mutations.ts';

/** Password tab of the account settings. */
export function PasswordForm() {
  const change = useChangePassword();
  return <PasswordChangeForm onSave={(values) => change.mutateAsync(values)} isSaving={change.isPending} />;
}
