import { HStack, Text, type StackProps } from '@chakra-ui/react';
import { Trans, useTranslation } from 'react-i18next';
import { lowestPrice, type ProductView } from '@shop/contracts/core';
import { Amount } from '@/components/ui/amount';

/**
 * finalPrice in DA, and with a discount the old price struck through (spec §2). `extra`: what the choices picked on
 * the product page add (the running price). `lowest` (the menu card): the lowest price its required options allow,
 * said « à partir de … » when a required option changes it (lowestPrice, shared with the TV board).
 */
export function ProductPrice({
  product,
  size = 'md',
  extra = 0,
  lowest = false,
  role = 'group',
  'aria-label': label,
  ...rest
}: { product: ProductView; size?: 'md' | 'lg'; extra?: number; lowest?: boolean } & StackProps) {
  const { t } = useTranslation('menu');
  const groups = lowest ? (product.optionGroups ?? []) : [];
  const { price: finalPrice, from } = lowestPrice(product.finalPrice + extra, groups);
  const amount = (
    <Amount
      value={finalPrice}
      fontWeight="bold"
      color={product.discounted ? 'red.600' : 'gray.800'}
      fontSize={size === 'lg' ? '2xl' : 'md'}
    />
  );
  return (
    // A group named « Prix » (or as the caller names it): what a person and a test find the price by.
    <HStack gap="2" align="baseline" wrap="wrap" role={role} aria-label={label ?? t('priceLabel')} {...rest}>
      {from ? (
        <Text as="span" fontSize="sm" color="gray.700">
          <Trans t={t} i18nKey="priceFrom" components={{ price: amount }} />
        </Text>
      ) : (
        amount
      )}
      {product.discounted && (
        <Text
          as="s"
          role="deletion"
          color="gray.500"
          fontSize={size === 'lg' ? 'md' : 'sm'}
          aria-label={t('oldPrice')}
        >
          <Amount value={lowestPrice(product.price + extra, groups).price} />
        </Text>
      )}
    </HStack>
  );
}
