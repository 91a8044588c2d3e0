import { Box } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { OrderLinesTable } from '@/components/orders/order-lines-table';
import { SectionCard } from '@/components/ui/section-card';
import type { PricedCartLine } from '@/lib/cart-pricing';

/** The lines of the order being confirmed, priced like the cart (`price`: before the discount). */
export function ConfirmLines({ lines }: { lines: (PricedCartLine & { price: number })[] }) {
  const { t } = useTranslation('checkout');
  return (
    <SectionCard title={t('confirm.items')}>
      <Box overflowX="auto">
        <OrderLinesTable lines={lines} />
      </Box>
    </SectionCard>
  );
}
