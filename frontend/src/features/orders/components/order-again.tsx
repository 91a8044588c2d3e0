import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { optionsText, pickLanguage, type OrderView } from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuRefreshCw } from 'react-icons/lu';
import { productLookupQuery } from '@/api/catalogue';
import { Amount } from '@/components/ui/amount';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SectionCard } from '@/components/ui/section-card';
import { errorText } from '@/lib/errors';
import { cartStore, useCart } from '@/stores/cart';
import { reorderLines, type ReorderLine } from '../reorder';

// "Commander à nouveau" on a customer's past order (docs/phone-and-trust.md "Order again"): the cart is replaced by
// the order's lines at today's prices (the cart's own product lookup), and each line the catalogue no longer offers
// as it was is named: left out, a new price, or choices gone. Checkout then goes through the cart as usual.

export function OrderAgain({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('orders');
  const language = pickLanguage(i18n.resolvedLanguage);
  const queryClient = useQueryClient();
  const cart = useCart();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [result, setResult] = useState<ReorderLine[] | null>(null);

  const refill = async () => {
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      const answer = await queryClient.fetchQuery(productLookupQuery(order.description.map((l) => l._id)));
      const lines = reorderLines(order.description, answer, new Date(), language);
      const { dispatch } = cartStore.getState();
      dispatch({ type: 'emptyCart' });
      for (const line of lines)
        if (line.item) dispatch({ type: 'addItem', item: line.item, quantity: line.quantity });
      setResult(lines);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const added = result?.filter((l) => l.item !== null).length ?? 0;
  return (
    <SectionCard as="h3" title={t('again.title')}>
      <Stack gap="3" fontSize="sm">
        <Text color="fg.muted">{t('again.explain')}</Text>
        <HStack>
          <Button
            colorPalette="brand"
            loading={busy}
            onClick={() => (cart.isEmpty ? void refill() : setConfirming(true))}
          >
            <LuRefreshCw aria-hidden /> {t('again.button')}
          </Button>
        </HStack>
        {error !== null && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{errorText(error, i18n.resolvedLanguage)}</Alert.Title>
          </Alert.Root>
        )}
        {result && (
          <Alert.Root status={added === result.length ? 'success' : 'warning'} role="status">
            <Alert.Indicator />
            <Stack gap="2">
              <Alert.Title>
                {added === 0 ? t('again.none_added') : t('again.done', { added, total: result.length })}
              </Alert.Title>
              <Box as="ul" ps="4" listStyleType="disc" aria-label={t('again.lines')}>
                {result.map((line, i) => (
                  <li key={i}>
                    <bdi>{line.name}</bdi> × <bdi dir="ltr">{line.quantity}</bdi> — <LineFlag line={line} />
                  </li>
                ))}
              </Box>
            </Stack>
          </Alert.Root>
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('again.button')}
        text={t('again.replace_cart')}
        cancelLabel={t('again.keep_cart')}
        confirmLabel={t('again.replace_yes')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void refill()}
      />
    </SectionCard>
  );
}

function LineFlag({ line }: { line: ReorderLine }) {
  const { t, i18n } = useTranslation('orders');
  const language = pickLanguage(i18n.resolvedLanguage);
  const { flag } = line;
  if (flag.status === 'unavailable') return <Text as="span">{t(`again.unavailable.${flag.reason}`)}</Text>;
  return (
    <Text as="span">
      {flag.before === flag.now ? (
        t('again.added')
      ) : (
        <>
          {t('again.price_changed')} <Amount value={flag.before} /> → <Amount value={flag.now} />
        </>
      )}
      {flag.removed.length > 0 && (
        <>
          {' '}
          ({t('again.removed_options')} <bdi>{optionsText(flag.removed, language)}</bdi>)
        </>
      )}
    </Text>
  );
}
