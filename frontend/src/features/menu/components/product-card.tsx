import { Badge, Card, HStack, Heading, IconButton, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LuCheck, LuListChecks, LuPlus } from 'react-icons/lu';
import { portionText, productSoldOut, type ProductView } from '@shop/contracts/core';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

/** A menu card: the whole card opens the product (with `from` for the back button); the plus adds it to the cart. */
export function ProductCard({ product, from }: { product: ProductView; from: string }) {
  const { t } = useTranslation('menu');
  const { add, isInCart } = useAddToCart();
  const navigate = useNavigate();
  const href = `/menu/${encodeURIComponent(product._id)}?from=${encodeURIComponent(from)}`;
  // A product with options is added from its page, where the choices are made.
  const hasOptions = (product.optionGroups ?? []).length > 0;
  const added = !hasOptions && isInCart(product._id);
  // Sold out (docs/kitchen.md): still shown, greyed and marked, never added.
  const soldOut = productSoldOut(product);
  const nameId = useId();
  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        aria-labelledby={nameId}
        data-product-id={product._id}
        data-added={added ? 'true' : 'false'}
        data-sold-out={soldOut ? 'true' : undefined}
        overflow="hidden"
        variant="outline"
        transition="box-shadow 0.15s, transform 0.15s"
        _hover={{ boxShadow: 'md', transform: 'translateY(-2px)' }}
        borderColor={added ? 'green.400' : undefined}
      >
        <ProductImage
          product={product}
          aspectRatio={4 / 3}
          filter={soldOut ? 'grayscale(1)' : undefined}
          opacity={soldOut ? 0.6 : undefined}
        />
        <Card.Body gap="2" p="4">
          <Heading as="h3" size="md" lineClamp={2} id={nameId}>
            <LinkOverlay asChild>
              <Link to={href}>
                <bdi>{product.name}</bdi>
              </Link>
            </LinkOverlay>
          </Heading>
          <HStack gap="2" wrap="wrap">
            <Text color="gray.600" fontSize="sm">
              <bdi dir="ltr">{portionText(product.size)}</bdi>
            </Text>
            {soldOut && (
              <Badge colorPalette="red" variant="solid">
                {t('soldOut')}
              </Badge>
            )}
          </HStack>
          <HStack justify="space-between" align="center" mt="auto">
            <ProductPrice product={product} lowest />
            <IconButton
              aria-label={hasOptions ? t('options.choose') : added ? t('addOneMore') : t('addToCart')}
              title={hasOptions ? t('options.choose') : added ? t('inCart') : t('addToCart')}
              position="relative"
              zIndex="1"
              rounded="full"
              size="sm"
              colorPalette={added ? 'green' : 'orange'}
              disabled={soldOut}
              onClick={(e) => {
                e.preventDefault();
                e.stopPropagation();
                if (hasOptions) void navigate(href);
                else add(product);
              }}
            >
              {hasOptions ? <LuListChecks /> : added ? <LuCheck /> : <LuPlus />}
            </IconButton>
          </HStack>
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
