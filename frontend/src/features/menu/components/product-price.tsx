import { HStack, Text, type StackProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@shop/contracts';
import { Amount } from '@/components/ui/amount';

/**
 * finalPrice in DA, and with a discount the old price struck through (spec §2). `extra`: what the choices picked on
 * the product page add (the running price).
 */
export function ProductPrice({
  product,
  size = 'md',
  extra = 0,
  ...rest
}: { product: ProductView; size?: 'md' | 'lg'; extra?: number } & StackProps) {
  const { t } = useTranslation('menu');
  return (
    <HStack gap="2" align="baseline" wrap="wrap" {...rest}>
      <Amount
        data-testid="product-price"
        value={product.finalPrice + extra}
        fontWeight="bold"
        color={product.discounted ? 'red.600' : 'gray.800'}
        fontSize={size === 'lg' ? '2xl' : 'md'}
      />
      {product.discounted && (
        <Text as="s" color="gray.500" fontSize={size === 'lg' ? 'md' : 'sm'} aria-label={t('oldPrice')}>
          <Amount data-testid="old-price" value={product.price + extra} />
        </Text>
      )}
    </HStack>
  );
}
