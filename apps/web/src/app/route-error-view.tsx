import { Alert, Button, Center, Stack } from '@mantine/core';
import { MESSAGES } from '@roomtone/contracts';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundView } from '../components/not-found-view.tsx';

/**
 * Shown when a route fails to load or render: 'Route change error'
 * (docs/product/messages.md#calculator-and-routes).
 */
export function RouteErrorView() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundView />;
  return (
    <Center py={80} px="md">
      <Stack maw={520} w="100%">
        <Alert color="red" title={MESSAGES.routeChangeError} role="alert">
          The page could not be opened. Reload to try again; if it keeps happening, tell us through the
          contact page.
        </Alert>
        <Button component={Link} to="/" variant="default" reloadDocument>
          Back to the home page
        </Button>
      </Stack>
    </Center>
  );
}
