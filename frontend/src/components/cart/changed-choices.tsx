import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { labelIn, pickLanguage } from '@shop/contracts/core';
import { lineProductId } from '@/lib/cart-line';
import type { PricedCartLine } from '@/lib/cart-pricing';

/** Where a cart line's choices are picked again: the product page, told which line it replaces. */
export const chooseAgainPath = (line: { id: string; productId?: string }): string =>
  `/menu/${encodeURIComponent(lineProductId(line))}?line=${encodeURIComponent(line.id)}`;

/**
 * A cart line whose choices no longer fit its product (staff removed a choice, or changed a group's min or max): which
 * choices went, in the customer's language (their labels were kept with the line), and the ways on that keep the
 * product: choose again on the product page, or keep the line without the removed choices when its groups allow it.
 * Shown by the cart drawer and the checkout.
 */
export function ChangedChoices({
  line,
  onDrop,
  onChooseAgain,
}: {
  line: PricedCartLine;
  onDrop: () => void;
  onChooseAgain?: () => void;
}) {
  const { t, i18n } = useTranslation('cart');
  const language = pickLanguage(i18n.resolvedLanguage);
  const removed = (line.removedOptions ?? []).map((o) => labelIn(o.label, language)).join(', ');
  return (
    <Stack gap="1">
      <Text fontSize="sm" color="red.600">
        {removed ? t('choicesRemoved', { choices: removed }) : t('optionsChanged')}
      </Text>
      {removed && !line.withoutRemoved && (
        <Text fontSize="sm" color="gray.600">
          {t('chooseAgainToKeep')}
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        <Button asChild size="xs" variant="outline" colorPalette="orange">
          <Link to={chooseAgainPath(line)} onClick={onChooseAgain}>
            {t('chooseAgain')}
          </Link>
        </Button>
        {line.withoutRemoved && (
          <Button size="xs" variant="outline" onClick={onDrop}>
            {t('keepWithout', { choices: removed })}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
