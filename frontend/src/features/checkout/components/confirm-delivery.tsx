import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { OrderType } from '@shop/contracts/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import type { DeliveryValues } from '../checkout-form';

/** Where the order goes (the delivery details, or on site) and how it is paid. */
export function ConfirmDelivery({
  type,
  delivery,
  districtName,
  onBack,
}: {
  type: OrderType;
  delivery?: DeliveryValues;
  districtName?: string;
  onBack: () => void;
}) {
  const { t } = useTranslation(['checkout', 'common']);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      <SectionCard title={t('confirm.delivery')}>
        {type === 'delivery' && delivery ? (
          <Stack gap="1" fontSize="sm">
            <Text>
              {t('common:labelled', { label: t('fields.recipient') })} <bdi>{delivery.recipient}</bdi>
            </Text>
            <Text>
              {t('common:labelled', { label: t('fields.phone') })} <bdi dir="ltr">{delivery.phone}</bdi>
            </Text>
            <Text>
              {t('common:labelled', { label: t('fields.district') })}{' '}
              <bdi>{districtName ?? delivery.districtId}</bdi>
            </Text>
            <Text>
              {t('common:labelled', { label: t('fields.address') })} <bdi>{delivery.address}</bdi>
            </Text>
            {delivery.comment.trim() && (
              <Text>
                {t('common:labelled', { label: t('fields.comment') })} <bdi>{delivery.comment}</bdi>
              </Text>
            )}
            <Button size="xs" variant="ghost" alignSelf="start" onClick={onBack}>
              {t('edit')}
            </Button>
          </Stack>
        ) : (
          <Text fontSize="sm">{t('confirm.on_site')}</Text>
        )}
      </SectionCard>
      <SectionCard title={t('confirm.payment')}>
        <Text fontSize="sm">
          {type === 'delivery' ? t('confirm.pay_on_delivery') : t('confirm.pay_on_site')}
        </Text>
      </SectionCard>
    </SimpleGrid>
  );
}
