import { Badge, HStack, Link, Stack, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { userQueries } from '@/api/users';
import { DataTable, Pager, RefreshButton, SearchBox } from '@/components/ui/data-table';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageTitle } from '@/components/ui/page-title';
import { formatDay } from '@/lib/format';
import { displayName, normaliseSearch, pageCount, USERS_PAGE_SIZE } from '../users-table';

/** /dashboard/users (admin): data table with a search box and a refresh icon (spec §2 generic pieces). */
export function UsersList() {
  const { t, i18n } = useTranslation('users');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  // The search runs 300 ms after the last keystroke, from page 1.
  useEffect(() => {
    const id = setTimeout(() => {
      setQ(normaliseSearch(search));
      setPage(1);
    }, 300);
    return () => clearTimeout(id);
  }, [search]);
  const users = useQuery(userQueries.list({ q, page, limit: USERS_PAGE_SIZE }));
  const pages = pageCount(users.data?.total ?? 0);

  return (
    <PageTitle title={t('list.title')} subtitle={t('list.subtitle')}>
      <Stack gap="4">
        <HStack gap="2">
          <SearchBox value={search} onChange={setSearch} label={t('list.search')} />
          <RefreshButton
            label={t('list.refresh')}
            onRefresh={() => void users.refetch()}
            loading={users.isFetching}
          />
        </HStack>
        {users.isError && <ErrorMessage error={users.error} onRetry={() => void users.refetch()} />}
        <DataTable
          columns={[
            { label: t('columns.name') },
            { label: t('columns.email') },
            { label: t('columns.role') },
            { label: t('columns.date') },
            { label: t('columns.profile') },
          ]}
          loading={users.isPending}
          empty={users.data && users.data.data.length === 0 && { content: t('list.empty') }}
        >
          {users.data?.data.map((user) => {
            const role = user.roles[0]?.name ?? 'user';
            return (
              <Table.Row key={user._id}>
                <Table.Cell>
                  <Link asChild color="brand.fg" fontWeight="medium">
                    <RouterLink to={`/dashboard/users/${encodeURIComponent(user._id)}`}>
                      {displayName(user)}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>
                  <bdi dir="ltr">{user.email}</bdi>
                </Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={role === 'admin' ? 'red' : role === 'moderator' ? 'purple' : 'gray'}>
                    {t(`roles.${role}`)}
                  </Badge>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{formatDay(user.date, i18n.resolvedLanguage)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={user.profileState === 'complited' ? 'green' : 'orange'}>
                    {t(`profile_state.${user.profileState}`)}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </DataTable>
        <Pager
          page={page}
          pages={pages}
          onPage={setPage}
          totalText={t('list.total', { count: users.data?.total ?? 0 })}
          previousLabel={t('list.previous')}
          nextLabel={t('list.next')}
        />
      </Stack>
    </PageTitle>
  );
}
