import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { personName } from '@shop/contracts/core';
import { useTranslation } from 'react-i18next';
import { LuPhone } from 'react-icons/lu';
import { SectionCard } from '@/components/ui/section-card';
import { deliveryQueries } from '../api/delivery';

/**
 * The customer's order page once the order has left (docs/riders.md): the rider's first name with a call button,
 * and the four-digit code to give at the door. Nothing before the pickup (the server answers no rider then).
 */
export function DeliveryCard({ orderId }: { orderId: string }) {
  const { t } = useTranslation('delivery');
  const delivery = useQuery(deliveryQueries.delivery(orderId));
  const data = delivery.data;
  if (!data?.rider || !data.code) return null;
  const name = personName(data.rider.name);
  return (
    <SectionCard as="h2" title={t('customer.title')}>
      <Stack gap="3">
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          <Text>{t('customer.rider', { name })}</Text>
          {data.rider.phone && (
            <Button asChild size="sm" colorPalette="brand" variant="outline">
              <a href={`tel:${data.rider.phone}`} aria-label={t('customer.call', { name })}>
                <LuPhone aria-hidden /> {t('customer.call_short')}
              </a>
            </Button>
          )}
        </HStack>
        <Text>{t('customer.code_hint')}</Text>
        <Text
          role="group"
          aria-label={t('customer.code')}
          fontSize="4xl"
          fontWeight="bold"
          letterSpacing="0.3em"
          dir="ltr"
        >
          {data.code}
        </Text>
      </Stack>
    </SectionCard>
  );
}
