import { Anchor } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card.tsx';
import { paths } from '../../../lib/config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { LoginForm } from './login-form.tsx';
import { SocialButtons } from './social-buttons.tsx';

/** Only a path inside the app may be a destination after sign-in. */
function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') ? next : paths.account;
}

/** `/login`: for anonymous visitors; signed-in users are sent to /account by the guard. */
export function LoginPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { data: session } = useSession();
  return (
    <AuthCard
      title="Log in to Roomtone"
      lead="Your projects, rooms and calculations are waiting."
      footer={
        <>
          New to Roomtone?{' '}
          <Anchor component={Link} to={paths.signup}>
            Create an account
          </Anchor>
        </>
      }
    >
      <LoginForm onSignedIn={() => void navigate(safeNext(search.get('next')), { replace: true })} />
      {session?.socialLogin ? <SocialButtons /> : null}
    </AuthCard>
  );
}
