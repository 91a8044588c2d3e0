import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import type { ConfirmOrder } from '../hooks/use-confirm-order';

/** The promo code: typed and applied, or removed once applied, with the server's answer. */
export function PromoSection({ promo, ready }: { promo: ConfirmOrder['promo']; ready: boolean }) {
  const { t } = useTranslation('checkout');
  const { feedback } = promo;
  const message =
    feedback?.kind === 'applied'
      ? t('promo.applied', { name: feedback.code, per: feedback.percentage })
      : feedback
        ? t(`promo.${feedback.kind}`)
        : undefined;
  return (
    <SectionCard title={t('confirm.promo')}>
      <Stack gap="2">
        <HStack>
          <Input
            value={promo.input}
            onChange={(e) => promo.setInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') promo.apply();
            }}
            placeholder={t('promo.placeholder')}
            aria-label={t('confirm.promo')}
            disabled={!!promo.applied}
            dir="ltr"
            textTransform="uppercase"
          />
          {promo.applied ? (
            <Button variant="outline" onClick={promo.remove} loading={promo.busy}>
              {t('promo.remove')}
            </Button>
          ) : (
            <Button
              variant="outline"
              onClick={promo.apply}
              loading={promo.busy}
              disabled={!ready || !promo.input.trim()}
            >
              {t('apply')}
            </Button>
          )}
        </HStack>
        {message && (
          <Text
            fontSize="sm"
            color={feedback?.kind === 'applied' ? 'green.600' : 'red.600'}
            role={feedback?.kind === 'applied' ? 'status' : 'alert'}
          >
            {message}
          </Text>
        )}
      </Stack>
    </SectionCard>
  );
}
