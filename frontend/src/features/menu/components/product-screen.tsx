import { Box, Button, Container, Grid, Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { LuArrowLeft, LuCheck, LuShoppingCart } from 'react-icons/lu';
import {
  cartLineId,
  chosenOf,
  labelIn,
  missingGroups,
  optionsDelta,
  pickedOptions,
  pickLanguage,
  portionText,
  choiceSoldOut,
  productSoldOut,
  type ChosenOption,
} from '@shop/contracts/core';
import { useState } from 'react';
import { ErrorMessage } from '@/components/ui/error-message';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { productDetailQuery } from '@/api/catalogue';
import { ApiError } from '@/lib/api-client';
import { lineOptions, lineProductId } from '@/lib/cart-line';
import { useCart, type CartLine } from '@/stores/cart';
import { safeFrom } from '../api/product-list';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { OptionPicker } from './option-picker';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';

/** /menu/:productId — spec §2 product detail; an unknown product goes to /notFound. */
export function ProductScreen() {
  const { t, i18n } = useTranslation('menu');
  const { productId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const back = safeFrom(searchParams.get('from'));
  // ?line=<cart line id>: the customer chooses again the options of that line (its choices changed since): the page
  // starts from the line's choices still offered and replaces the line instead of adding one.
  const { getItem } = useCart();
  const found = getItem(searchParams.get('line') ?? '') as CartLine | undefined;
  const editing = found && lineProductId(found) === productId ? found : undefined;
  const [chosen, setChosen] = useState<ChosenOption[]>(() => (editing ? chosenOf(lineOptions(editing)) : []));
  const product = useQuery(productDetailQuery(productId));
  const { add, replace, isInCart } = useAddToCart();
  const navigate = useNavigate();
  useDocumentTitle(product.data?.name);

  if (product.isError && product.error instanceof ApiError && product.error.status === 404) {
    return <Navigate to="/notFound" replace />;
  }
  // The groups as the product has them now (a refetch after a staff change may have removed a choice).
  const groups = product.data?.optionGroups ?? [];
  const options = pickedOptions(groups, chosen);
  // Only the choices the product still has count (a line chosen again may hold one staff removed).
  const offered = chosenOf(options);
  const missing = missingGroups(groups, offered);
  const language = pickLanguage(i18n.resolvedLanguage);
  const lineId = cartLineId(productId, options);
  // Sold out (docs/kitchen.md): the product, or a choice picked, cannot be added while the mark holds.
  const soldOut = !!product.data && productSoldOut(product.data);
  const soldOutChoice = !!product.data && offered.some((o) => choiceSoldOut(product.data, o.choiceId));

  return (
    <Container maxW="5xl" py={{ base: '6', md: '10' }}>
      <Button asChild variant="ghost" size="sm" mb="6">
        <Link to={back}>
          <Box as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex">
            <LuArrowLeft />
          </Box>
          {t('back')}
        </Link>
      </Button>

      {product.isPending ? (
        <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="8">
          <Skeleton aspectRatio={1} borderRadius="lg" />
          <SkeletonText noOfLines={5} gap="4" />
        </Grid>
      ) : product.isError ? (
        <Box>
          <ErrorMessage error={product.error} onRetry={() => void product.refetch()} />
        </Box>
      ) : (
        <Grid
          templateColumns={{ base: '1fr', md: '1fr 1fr' }}
          gap={{ base: '6', md: '10' }}
          alignItems="start"
        >
          <ProductImage product={product.data} aspectRatio={1} borderRadius="lg" />
          <Stack gap="4">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              <bdi>{product.data.name}</bdi>{' '}
              <Text as="span" color="gray.500" fontWeight="normal" fontSize="xl">
                <bdi dir="ltr">{portionText(product.data.size)}</bdi>
              </Text>
            </Heading>
            <Text color="gray.700" whiteSpace="pre-line">
              <bdi>{product.data.description}</bdi>
            </Text>
            {groups.length > 0 && (
              <OptionPicker
                groups={groups}
                chosen={offered}
                onChange={setChosen}
                soldOut={(choiceId) => choiceSoldOut(product.data, choiceId)}
              />
            )}
            <ProductPrice
              product={product.data}
              size="lg"
              extra={optionsDelta(options)}
              aria-label={groups.length > 0 ? t('options.price') : undefined}
            />
            {product.data.active && missing.length > 0 && (
              <Text color="gray.700">
                {t('options.missing', { groups: missing.map((g) => labelIn(g.label, language)).join(', ') })}
              </Text>
            )}
            {!product.data.active ? (
              // Unpublished since the link was shared or the page opened: shown, never ordered.
              <Stack gap="2" alignItems="start">
                <Button size="lg" disabled data-added="false">
                  {t('unavailable')}
                </Button>
                <Text color="gray.600">{t('unavailableNote')}</Text>
              </Stack>
            ) : soldOut ? (
              <Stack gap="2" alignItems="start">
                <Button size="lg" disabled data-added="false" data-sold-out="true">
                  {t('soldOut')}
                </Button>
                <Text color="gray.600">{t('soldOutNote')}</Text>
              </Stack>
            ) : missing.length > 0 || soldOutChoice ? (
              <Button data-added="false" size="lg" alignSelf="start" disabled>
                <LuShoppingCart /> {t('addToCart')}
              </Button>
            ) : editing ? (
              <Button
                data-added="false"
                colorPalette="orange"
                size="lg"
                alignSelf="start"
                onClick={() => {
                  replace(editing.id, product.data, options);
                  void navigate(back);
                }}
              >
                <LuShoppingCart /> {t('updateLine')}
              </Button>
            ) : isInCart(lineId) ? (
              <Button
                data-added="true"
                colorPalette="green"
                size="lg"
                alignSelf="start"
                onClick={() => add(product.data, options)}
                title={t('addOneMore')}
              >
                <LuCheck /> {t('addedToCart')}
              </Button>
            ) : (
              <Button
                data-added="false"
                colorPalette="orange"
                size="lg"
                alignSelf="start"
                onClick={() => add(product.data, options)}
              >
                <LuShoppingCart /> {t('addToCart')}
              </Button>
            )}
          </Stack>
        </Grid>
      )}
    </Container>
  );
}
