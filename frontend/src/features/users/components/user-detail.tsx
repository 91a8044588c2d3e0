import { Badge, Button, Card, DataList, Field, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { roles, type Role, type UserView } from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { userQueries } from '@/api/users';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageTitle } from '@/components/ui/page-title';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { toaster } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { useChangeRole } from '../api/users';
import { displayName } from '../users-table';
import { formatDay } from '@/lib/format';

/** /dashboard/users/:userID (admin): the user's details and the role select with save. */
export function UserDetail({ userId }: { userId: string }) {
  const { t } = useTranslation('users');
  const user = useQuery(userQueries.detail(userId));
  if (user.isError && user.error instanceof ApiError && user.error.status === 404)
    return <Navigate to="/notFound" replace />;
  return (
    <PageTitle
      title={user.data ? displayName(user.data) : t('detail.title')}
      backTo="/dashboard/users"
      backLabel={t('detail.back')}
    >
      {user.isPending && <SectionSpinner />}
      {user.isError && <ErrorMessage error={user.error} onRetry={() => void user.refetch()} />}
      {user.data && <UserCard user={user.data} />}
    </PageTitle>
  );
}

function UserCard({ user }: { user: UserView }) {
  const { t, i18n } = useTranslation('users');
  const current = user.roles[0]?.name ?? 'user';
  const [role, setRole] = useState<Role>(current);
  const mutation = useChangeRole();
  const save = () =>
    mutation.mutate(
      { userId: user._id, role },
      {
        onSuccess: () =>
          toaster.create({ type: 'success', title: t('detail.saved', { role: t(`roles.${role}`) }) }),
        onError: (error) => toaster.create({ type: 'error', title: errorText(error, i18n.resolvedLanguage) }),
      },
    );
  const value = (v: string | null | undefined) => v || '—';
  return (
    <Stack gap="6" maxW="2xl">
      <Card.Root>
        <Card.Body>
          <DataList.Root orientation="horizontal">
            <DataList.Item>
              <DataList.ItemLabel>{t('columns.email')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <bdi dir="ltr">{user.email}</bdi>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('detail.phone')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <bdi dir="ltr">{value(user.number)}</bdi>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('detail.address')}</DataList.ItemLabel>
              <DataList.ItemValue>{value(user.address)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('detail.verified')}</DataList.ItemLabel>
              <DataList.ItemValue>{user.emailVerified ? t('detail.yes') : t('detail.no')}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('columns.profile')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Badge colorPalette={user.profileState === 'complited' ? 'green' : 'orange'}>
                  {t(`profile_state.${user.profileState}`)}
                </Badge>
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('columns.date')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDay(user.date, i18n.resolvedLanguage)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <Card.Root>
        <Card.Body>
          <HStack align="end" gap="3" wrap="wrap">
            <Field.Root maxW="xs">
              <Field.Label>{t('columns.role')}</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field value={role} onChange={(e) => setRole(e.target.value as Role)}>
                  {roles.map((r) => (
                    <option key={r} value={r}>
                      {t(`roles.${r}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Button
              colorPalette="brand"
              onClick={save}
              loading={mutation.isPending}
              disabled={role === current && !mutation.isError}
            >
              {t('detail.save')}
            </Button>
          </HStack>
          {mutation.isError && (
            <Stack mt="4">
              <ErrorMessage error={mutation.error} />
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
