import { Container } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorMessage } from '@/components/ui/error-message';
import { NotFoundRoute } from './not-found';

/** Errors thrown while loading a route (a lazy chunk that failed, a loader): message + Retry. */
export function RouteErrorScreen() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundRoute />;
  console.error('an error occurred', error);
  return (
    <Container maxW="3xl" py="10">
      <ErrorMessage error={error} onRetry={() => window.location.reload()} />
    </Container>
  );
}
