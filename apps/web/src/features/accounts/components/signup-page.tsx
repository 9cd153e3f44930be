import { Anchor } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { SignupForm } from './signup-form.tsx';

/** `/signup`. */
export function SignupPage() {
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Create your account"
      lead="Free to start. You must be over 18 to use Roomtone."
      footer={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to={paths.login} underline="always">
            Log in
          </Anchor>
        </>
      }
    >
      <SignupForm onSignedUp={() => void navigate(paths.account, { replace: true })} />
    </AuthCard>
  );
}
