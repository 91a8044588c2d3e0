import { Button, Field, HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import type { ConfirmOrder } from '../hooks/use-confirm-order';

/** The customer's bonus points: the balance, and how many to spend on this order. */
export function PointsSection({
  points,
  balance,
  ready,
}: {
  points: ConfirmOrder['points'];
  balance: number | undefined;
  /** The checkout is started (its order id is known). */
  ready: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <SectionCard title={t('confirm.points')}>
      <Stack gap="3">
        {balance !== undefined && (
          <Text fontSize="sm">
            {t('points.balance')} <bdi dir="ltr">{balance}</bdi>
          </Text>
        )}
        <Switch.Root
          checked={points.on}
          onCheckedChange={(e) => points.toggle(e.checked)}
          colorPalette="brand"
          disabled={!ready || (!points.on && balance !== undefined && balance <= 0)}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t('points.toggle')}</Switch.Label>
        </Switch.Root>
        {points.on && (
          <Field.Root invalid={!!points.error}>
            <Field.Label>{t('points.how_many')}</Field.Label>
            <HStack>
              <Input
                type="number"
                min={0}
                max={balance === undefined ? undefined : Math.max(0, balance)}
                inputMode="numeric"
                dir="ltr"
                maxW="32"
                value={points.input}
                onChange={(e) => points.setInput(e.target.value)}
              />
              <Button variant="outline" onClick={points.apply} loading={points.busy}>
                {t('apply')}
              </Button>
            </HStack>
            <Field.HelperText>{t('points.rule')}</Field.HelperText>
            <Field.ErrorText>{points.error}</Field.ErrorText>
          </Field.Root>
        )}
      </Stack>
    </SectionCard>
  );
}
