import { Button, HStack, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPlus } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { RefreshButton } from '@/components/ui/data-table';
import { QueryErrorMessage } from '@/components/ui/error-message';

type ListQuery = { isError: boolean; error: unknown; isFetching: boolean; refetch: () => unknown };

/** The refresh icon of a back-office list, refetching its query. */
export function QueryRefreshButton({ query }: { query: ListQuery }) {
  const { t } = useTranslation('catalogue-admin');
  return (
    <RefreshButton
      label={t('common.refresh')}
      onRefresh={() => void query.refetch()}
      loading={query.isFetching}
    />
  );
}

/** A list under its refresh icon, the failure of its query (with Retry) between them. */
export function RefreshableList({ query, children }: { query: ListQuery; children: ReactNode }) {
  return (
    <Stack gap="2">
      <HStack justify="end">
        <QueryRefreshButton query={query} />
      </HStack>
      <QueryErrorMessage query={query} />
      {children}
    </Stack>
  );
}

/** The link to a list's creation page, at the end of its toolbar. */
export function NewItemLink({ to, label }: { to: string; label: string }) {
  return (
    <Button asChild colorPalette="brand" marginStart="auto">
      <RouterLink to={to}>
        <LuPlus aria-hidden /> {label}
      </RouterLink>
    </Button>
  );
}
