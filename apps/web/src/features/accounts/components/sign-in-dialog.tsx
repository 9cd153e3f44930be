import { Modal, Text } from '@mantine/core';
import { MESSAGES } from '@roomtone/contracts';
import { useEffect, useRef, useState } from 'react';
import { ApiError, setUnauthenticatedHandler } from '../../../lib/api-client.ts';
import { LoginForm } from './login-form.tsx';

type Waiting = { resolve: () => void; reject: (error: Error) => void };

/**
 * The 401 sign-in queue (docs/product/states.md#the-sign-in-queue): any API call answered 401 opens this
 * dialog and waits; after a successful sign-in every waiting call is retried, on cancel they are all
 * cancelled and the page reloads to home.
 */
export function SignInDialog() {
  const [isOpen, setOpen] = useState(false);
  const waiting = useRef<Waiting[]>([]);

  useEffect(() => {
    setUnauthenticatedHandler(
      () =>
        new Promise<void>((resolve, reject) => {
          waiting.current.push({ resolve, reject });
          setOpen(true);
        }),
    );
    return () => setUnauthenticatedHandler(undefined);
  }, []);

  // Released as soon as the server accepts the credentials: refreshing the session's queries
  // waits for every active query, and the queued calls are among them.
  const releaseQueued = () => {
    for (const call of waiting.current.splice(0)) call.resolve();
  };

  const handleSignedIn = () => {
    releaseQueued();
    setOpen(false);
  };

  const handleCancel = () => {
    const queued = waiting.current.splice(0);
    setOpen(false);
    for (const call of queued) call.reject(new ApiError(401, [MESSAGES.mustBeLoggedIn]));
    window.location.assign('/');
  };

  return (
    <Modal
      opened={isOpen}
      onClose={handleCancel}
      title="Please log in again"
      centered
      closeOnClickOutside={false}
    >
      <Text size="sm" c="dimmed" mb="md">
        {MESSAGES.mustBeLoggedIn} Your work is kept and will be saved as soon as you are signed in.
      </Text>
      {isOpen ? (
        <LoginForm
          onAccepted={releaseQueued}
          onSignedIn={handleSignedIn}
          onCancel={handleCancel}
          showLinks={false}
        />
      ) : null}
    </Modal>
  );
}
