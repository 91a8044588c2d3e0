import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userQueries } from '@/api/users';
import { SectionCard } from '@/components/ui/section-card';

/** The signed-in user's bonus-point balance (from the current-user query, refetched when it moves) and how it grows. */
export function PointsBalance({ userId }: { userId: string }) {
  const { t } = useTranslation('profile');
  const points = useQuery(userQueries.me(userId)).data?.points;
  return (
    <SectionCard title={t('points.title')}>
      <Text fontWeight="medium">
        {t('points.balance')} <bdi dir="ltr">{points ?? '…'}</bdi>
      </Text>
      <Text fontSize="sm" color="fg.muted">
        {t('points.rule')}
      </Text>
    </SectionCard>
  );
}
