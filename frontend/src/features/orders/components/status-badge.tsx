import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { stepLabel } from '@/lib/order-steps';

const palette = (status: string) =>
  status === 'cancelled'
    ? 'red'
    : status === 'delivered' || status === 'served'
      ? 'green'
      : status === 'placed'
        ? 'orange'
        : 'blue';

/** The status of an order: its last confirmed step's label, or 'cancelled'. */
export function StatusBadge({ status }: { status: string }) {
  const { t, i18n } = useTranslation('orders');
  const label =
    status === 'cancelled' || status === 'checkout'
      ? t(`status.${status}`)
      : stepLabel(status, i18n.resolvedLanguage);
  return (
    <Badge colorPalette={palette(status)} data-status={status}>
      {label}
    </Badge>
  );
}
