import { Badge, Box, Image, type BoxProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ProductView } from '@shop/contracts/core';

export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/** Product picture with the reduction badge ('-20%') when the price is discounted. */
export function ProductImage({ product, ...rest }: { product: ProductView } & BoxProps) {
  const { t } = useTranslation('menu');
  return (
    <Box position="relative" bg="orange.50" overflow="hidden" {...rest}>
      <Image
        src={product.img || PLACEHOLDER_IMAGE}
        alt={product.name}
        width="100%"
        height="100%"
        objectFit="contain"
        loading="lazy"
        onError={(e) => {
          const img = e.currentTarget;
          if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
        }}
      />
      {product.discounted && (
        <Badge
          position="absolute"
          top="2"
          insetStart="2"
          colorPalette="red"
          variant="solid"
          fontSize="sm"
          px="2"
          borderRadius="full"
        >
          <Box as="bdi" dir="ltr" display="inline-block" unicodeBidi="isolate">
            {t('discount', { percent: product.sold })}
          </Box>
        </Badge>
      )}
    </Box>
  );
}
