import {
  Box,
  Button,
  Center,
  Container,
  EmptyState,
  HStack,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  VStack,
  chakra,
} from '@chakra-ui/react';
import { useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LuSearch } from 'react-icons/lu';
import { namesOf, productSorts, type ProductSort } from '@shop/contracts/core';
import { categoryQueries } from '@/api/catalogue';
import { ErrorMessage } from '@/components/ui/error-message';
import { PlainInput } from '@/components/ui/plain-input';
import { PlainSelect } from '@/components/ui/plain-select';
import { useDocumentTitle } from '@/components/ui/use-document-title';
import { productQueries } from '../api/products';
import { DEFAULT_SORT, filtersFromSearch, type ProductListFilters } from '../api/product-list';
import { ProductCard } from './product-card';

/** Spec §4: changing sort or category resets the list and the page to 1 (a cached list keeps only its first page). */
function resetToFirstPage(queryClient: QueryClient, filters: ProductListFilters) {
  queryClient.setQueryData(productQueries.list(filters).queryKey, (data) =>
    data && data.pages.length > 1
      ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) }
      : data,
  );
}

export function MenuScreen() {
  const { t } = useTranslation('menu');
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const queryClient = useQueryClient();
  const filters = filtersFromSearch(searchParams);

  const categories = useQuery(categoryQueries.list());
  const products = useInfiniteQuery(productQueries.list(filters));

  const selected = filters.category
    ? categories.data?.find((c) =>
        // The link may carry the category's name in another language (the visitor switched since).
        namesOf(c).some((name) => name.toLowerCase() === filters.category!.toLowerCase()),
      )
    : undefined;

  const change = (next: Partial<ProductListFilters> & { category?: string | undefined }) => {
    const merged: ProductListFilters = { ...filters, ...next };
    if (!merged.category) delete merged.category;
    if (!merged.q) delete merged.q;
    resetToFirstPage(queryClient, merged);
    const params = new URLSearchParams(searchParams);
    if (merged.category) params.set('category', merged.category);
    else params.delete('category');
    if (merged.sort !== DEFAULT_SORT) params.set('sort', merged.sort);
    else params.delete('sort');
    if (merged.q) params.set('q', merged.q);
    else params.delete('q');
    setSearchParams(params, { replace: true });
  };

  const title = selected?.name ?? filters.category ?? t('allTitle');
  useDocumentTitle(title);

  const items = products.data?.pages.flatMap((p) => p.data) ?? [];
  const total = products.data?.pages.at(-1)?.total ?? 0;
  const from = `${location.pathname}${location.search}`;

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }}>
      <Stack gap="6">
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {title}
          </Heading>
          <Text mt="2" color="gray.600">
            {/* Server texts (often French) keep their own direction inside the Arabic layout. */}
            {selected ? <bdi>{selected.description}</bdi> : filters.category ? '' : t('allDescription')}
          </Text>
        </Box>

        <Stack
          direction={{ base: 'column', md: 'row' }}
          gap="4"
          justify="space-between"
          align={{ md: 'center' }}
        >
          <HStack
            as="nav"
            aria-label={t('categories')}
            gap="2"
            overflowX="auto"
            pb="1"
            flexWrap={{ base: 'nowrap', md: 'wrap' }}
          >
            <CategoryChip
              label={t('all')}
              active={!filters.category}
              onClick={() => change({ category: undefined })}
            />
            {categories.data?.map((c) => (
              <CategoryChip
                key={c._id}
                label={c.name}
                active={selected?._id === c._id}
                onClick={() => change({ category: c.name })}
              />
            ))}
          </HStack>

          {/* The search looks in the names in the visitor's language (French where untranslated). */}
          <chakra.form
            role="search"
            flex="1"
            maxW={{ md: 'xs' }}
            onSubmit={(e) => {
              e.preventDefault();
              const value = new FormData(e.currentTarget).get('q');
              change({ q: typeof value === 'string' ? value.trim() : undefined });
            }}
          >
            <PlainInput
              key={filters.q ?? ''}
              name="q"
              type="search"
              size="sm"
              maxLength={80}
              defaultValue={filters.q ?? ''}
              aria-label={t('search')}
              placeholder={t('search')}
              dir="auto"
            />
          </chakra.form>
          <HStack gap="2" flexShrink={0}>
            <Text asChild fontWeight="medium" whiteSpace="nowrap">
              <label htmlFor="menu-sort">{t('sortBy')}</label>
            </Text>
            <PlainSelect
              size="sm"
              rootProps={{ width: 'auto', minW: '44' }}
              id="menu-sort"
              value={filters.sort}
              onChange={(e) => change({ sort: e.currentTarget.value as ProductSort })}
            >
              {productSorts.map((s) => (
                <option key={s} value={s}>
                  {t(`sort.${s}`)}
                </option>
              ))}
            </PlainSelect>
          </HStack>
        </Stack>

        {products.isPending ? (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height="72" borderRadius="md" />
            ))}
          </SimpleGrid>
        ) : products.isError ? (
          <Box>
            <ErrorMessage error={products.error} onRetry={() => void products.refetch()} />
          </Box>
        ) : items.length === 0 ? (
          <EmptyState.Root>
            <EmptyState.Content>
              <EmptyState.Indicator>
                <LuSearch />
              </EmptyState.Indicator>
              <EmptyState.Title>{t('empty')}</EmptyState.Title>
            </EmptyState.Content>
          </EmptyState.Root>
        ) : (
          <VStack gap="6" align="stretch">
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="5" data-total={total}>
              {items.map((p) => (
                <ProductCard key={p._id} product={p} from={from} />
              ))}
            </SimpleGrid>
            <Center flexDirection="column" gap="3">
              <Text color="gray.500" fontSize="sm">
                {t('shown', { shown: items.length, total })}
              </Text>
              {products.hasNextPage && (
                <Button
                  colorPalette="orange"
                  variant="outline"
                  loading={products.isFetchingNextPage}
                  onClick={() => void products.fetchNextPage()}
                >
                  {t('loadMore')}
                </Button>
              )}
            </Center>
          </VStack>
        )}
      </Stack>
    </Container>
  );
}

function CategoryChip({ label, active, onClick }: { label: string; active: boolean; onClick: () => void }) {
  return (
    <Button
      data-active={active ? 'true' : undefined}
      aria-pressed={active}
      size="sm"
      rounded="full"
      flexShrink={0}
      colorPalette="orange"
      variant={active ? 'solid' : 'outline'}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
