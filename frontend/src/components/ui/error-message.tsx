import { lazy, Suspense } from 'react';

// The alert and the error texts of every code in three languages (contracts' errorMessages) load when a first
// error is shown, not with the page.
const ErrorAlert = lazy(() => import('./error-alert').then((m) => ({ default: m.ErrorAlert })));

/** An error in the current language (problems translated by code), with a Retry button when one is given. */
export function ErrorMessage(props: { error: unknown; onRetry?: () => void }) {
  return (
    <Suspense fallback={null}>
      <ErrorAlert {...props} />
    </Suspense>
  );
}

/** The failure of a query, if it failed, with Retry refetching it. */
export function QueryErrorMessage({
  query,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
}) {
  return query.isError ? <ErrorMessage error={query.error} onRetry={() => void query.refetch()} /> : null;
}
