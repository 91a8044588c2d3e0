import {
  Badge,
  Box,
  Button,
  Card,
  HStack,
  Image,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ProductView } from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { Amount } from '@/components/ui/amount';
import { SoldOutControls } from '@/components/sold-out/sold-out-controls';
import { SearchBox } from '@/components/ui/data-table';
import { QueryErrorMessage } from '@/components/ui/error-message';
import { PageTitle } from '@/components/ui/page-title';
import { SpinnerOverlay } from '@/components/ui/spinner-overlay';
import { ApiError } from '@/lib/api-client';
import { staffProductQueries, useDeleteProduct } from '../api/catalogue-admin';
import { searchProducts, statusFilters, type StatusFilter } from '../forms';
import { useDeleteConfirmation } from '../hooks/use-delete-confirmation';
import { ConfirmDialog } from './confirm-dialog';
import { NewItemLink, QueryRefreshButton } from './list-parts';

/** /dashboard/myProducts: the menu as cards with edit and delete, a search box, a status filter and refresh. */
export function ProductsList() {
  const { t } = useTranslation('catalogue-admin');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const products = useQuery(staffProductQueries.list(status));
  const remove = useDeleteProduct();
  const deletion = useDeleteConfirmation<ProductView>(
    remove,
    (p) => t('products.deleted', { name: p.name }),
    (error, close) => {
      // Spec §6/§8: a forbidden caller gets the permission alert.
      if (error instanceof ApiError && error.status === 403) {
        close();
        remove.reset();
        window.alert(t('errors.forbidden'));
      }
    },
  );
  const shown = searchProducts(products.data ?? [], search);

  return (
    <PageTitle title={t('products.title')} subtitle={t('products.subtitle')}>
      <Stack gap="4">
        <HStack gap="2" wrap="wrap">
          <SearchBox value={search} onChange={setSearch} label={t('products.search')} />
          <NativeSelect.Root maxW="44">
            <NativeSelect.Field
              aria-label={t('products.status')}
              value={status}
              onChange={(e) => setStatus(e.target.value as StatusFilter)}
            >
              {statusFilters.map((s) => (
                <option key={s} value={s}>
                  {t(`products.status_${s}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <QueryRefreshButton query={products} />
          <NewItemLink to="/dashboard/newProduct" label={t('products.new')} />
        </HStack>
        <QueryErrorMessage query={products} />
        <Box position="relative" minH="40">
          {products.isPending && <SpinnerOverlay />}
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
            {shown.map((p) => (
              <Card.Root key={p._id} overflow="hidden" data-product-id={p._id}>
                <Box position="relative" aspectRatio={4 / 3} bg="bg.muted">
                  {p.img && (
                    <Image src={p.img} alt={p.name} objectFit="cover" w="full" h="full" loading="lazy" />
                  )}
                  {p.sold > 0 && (
                    <Badge position="absolute" top="2" insetStart="2" colorPalette="red" variant="solid">
                      <bdi dir="ltr">-{p.sold}%</bdi>
                    </Badge>
                  )}
                </Box>
                <Card.Body gap="1" p="4">
                  <HStack justify="space-between" align="start">
                    <Text fontWeight="semibold">
                      {p.name}{' '}
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        <bdi>
                          {p.size.value} {p.size.unit}
                        </bdi>
                      </Text>
                    </Text>
                    <Badge colorPalette={p.active ? 'green' : 'gray'}>
                      {p.active ? t('products.active') : t('products.inactive')}
                    </Badge>
                  </HStack>
                  <Text fontSize="sm" color="fg.muted">
                    {p.category.name}
                  </Text>
                  <Amount value={p.price} fontWeight="bold" />
                  {/* Sold out in two taps (docs/kitchen.md); its choices from the orders screen. */}
                  {p.active && (
                    <SoldOutControls
                      target={{ productId: p._id, choiceId: null }}
                      name={p.name}
                      mark={p.soldOut}
                    />
                  )}
                </Card.Body>
                <Card.Footer gap="2" p="4" pt="0">
                  <Button asChild size="sm" variant="outline" flex="1">
                    <RouterLink to={`/dashboard/editProduct/${encodeURIComponent(p._id)}`}>
                      <LuPencil aria-hidden /> {t('common.edit')}
                    </RouterLink>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="red"
                    flex="1"
                    onClick={() => deletion.ask(p)}
                  >
                    <LuTrash2 aria-hidden /> {t('common.delete')}
                  </Button>
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
          {products.data && shown.length === 0 && (
            <Text textAlign="center" py="10" color="fg.muted">
              {t('products.empty')}
            </Text>
          )}
        </Box>
      </Stack>
      <ConfirmDialog
        {...deletion.dialog}
        text={t('products.confirm_delete', { name: deletion.toDelete?.name ?? '' })}
      />
    </PageTitle>
  );
}
