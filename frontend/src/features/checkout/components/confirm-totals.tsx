import { Box } from '@chakra-ui/react';
import type { OrderType } from '@shop/contracts/core';
import { useTranslation } from 'react-i18next';
import { OrderTotals, TotalRow } from '@/components/orders/order-summary';
import { Amount } from '@/components/ui/amount';
import { SectionCard } from '@/components/ui/section-card';
import type { confirmationTotals } from '../checkout-form';

/** The totals as the client computes them before placing (PlaceOrder answers the final ones). */
export function ConfirmTotals({
  type,
  totals,
}: {
  type: OrderType;
  totals: ReturnType<typeof confirmationTotals>;
}) {
  const { t } = useTranslation('checkout');
  return (
    <SectionCard title={t('confirm.totals')}>
      <OrderTotals toPayLabel={t('totals.to_pay')} total={totals.total}>
        <SignedTotal label={t('totals.items')} value={totals.items} />
        {totals.promoDiscount > 0 && <SignedTotal label={t('totals.promo')} value={-totals.promoDiscount} />}
        {totals.points > 0 && <SignedTotal label={t('totals.points')} value={-totals.points} />}
        {type === 'delivery' && <SignedTotal label={t('totals.delivery')} value={totals.delivery} />}
      </OrderTotals>
    </SectionCard>
  );
}

function SignedTotal({ label, value }: { label: string; value: number }) {
  return (
    <TotalRow label={label}>
      <Box>
        {value < 0 ? (
          <bdi dir="ltr">
            − <Amount value={-value} />
          </bdi>
        ) : (
          <Amount value={value} />
        )}
      </Box>
    </TotalRow>
  );
}
