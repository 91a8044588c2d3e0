import { Box, HStack, Input, NativeSelect, SimpleGrid, Switch } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { categoryQueries } from '@/api/catalogue';
import { ErrorMessage } from '@/components/ui/error-message';
import { FormField, TextField } from '@/components/ui/form-field';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { toaster } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { editQueries, useCreateProduct, useUpdateProduct } from '../api/catalogue-admin';
import {
  emptyProductForm,
  productFormSchema,
  productToForm,
  toProductBody,
  type ProductFormValues,
} from '../forms';
import { useAdminForm } from '../hooks/use-admin-form';
import { EditPageForm } from './form-parts';
import { ImageFormField } from './image-form-field';
import { OptionGroupsField } from './option-groups-field';

import { TranslatedTexts } from './translated-texts';

/** /dashboard/newProduct. */
export function NewProduct() {
  return <ProductForm initial={emptyProductForm} />;
}

/** /dashboard/editProduct/:productID (an unknown product goes to /notFound). */
export function EditProduct({ productId }: { productId: string }) {
  const product = useQuery(editQueries.product(productId));
  if (product.isPending) return <SectionSpinner />;
  if (product.isError) {
    if (product.error instanceof ApiError && product.error.status === 404)
      return <Navigate to="/notFound" replace />;
    return (
      <Box p="6">
        <ErrorMessage error={product.error} onRetry={() => void product.refetch()} />
      </Box>
    );
  }
  return <ProductForm productId={productId} initial={productToForm(product.data)} />;
}

function ProductForm({ productId, initial }: { productId?: string; initial: ProductFormValues }) {
  const { t } = useTranslation('catalogue-admin');
  const navigate = useNavigate();
  const categories = useQuery(categoryQueries.list());
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const mutation = productId ? update : create;
  const form = useAdminForm(productFormSchema, initial);
  const {
    register,
    handleSubmit,
    control,
    err,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit((values) => {
    const body = toProductBody(values);
    const done = () => {
      toaster.create({ type: 'success', title: t(productId ? 'products.saved' : 'products.created') });
      void navigate('/dashboard/myProducts');
    };
    if (productId)
      update.mutate(
        { id: productId, body, was: { active: initial.active, img: initial.img } },
        { onSuccess: done },
      );
    else create.mutate(body, { onSuccess: done });
  });

  return (
    <EditPageForm
      title={t(productId ? 'products.edit_title' : 'products.new_title')}
      backTo="/dashboard/myProducts"
      backLabel={t('products.back')}
      onSubmit={onSubmit}
      mutation={mutation}
    >
      <TranslatedTexts form={form} nameLabel={t('fields.name')} descriptionLabel={t('fields.description')} />
      <FormField label={t('fields.size')} required error={err(errors.sizeValue?.message)}>
        <HStack gap="2" w="full">
          <Input
            {...register('sizeValue')}
            inputMode="decimal"
            placeholder={t('fields.size_value')}
            aria-label={t('fields.size_value')}
          />
          <Input
            {...register('sizeUnit')}
            placeholder={t('fields.size_unit')}
            aria-label={t('fields.size_unit')}
          />
        </HStack>
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField
          label={t('fields.price')}
          required
          inputMode="numeric"
          {...register('price')}
          error={err(errors.price?.message)}
        />
        <TextField
          label={t('fields.sold')}
          inputMode="numeric"
          {...register('sold')}
          error={err(errors.sold?.message)}
        />
      </SimpleGrid>
      <FormField label={t('fields.category')} required error={err(errors.categoryId?.message)}>
        <NativeSelect.Root>
          {/* Re-mounted once the categories arrive, so the registered value selects its option. */}
          <NativeSelect.Field key={categories.data ? 'loaded' : 'loading'} {...register('categoryId')}>
            <option value="">{t('fields.choose_category')}</option>
            {categories.data?.map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Switch.Root
            checked={field.value}
            onCheckedChange={(e) => field.onChange(e.checked)}
            colorPalette="brand"
          >
            <Switch.HiddenInput onBlur={field.onBlur} />
            <Switch.Control />
            <Switch.Label>{t('fields.published')}</Switch.Label>
          </Switch.Root>
        )}
      />
      <OptionGroupsField control={control} register={register} errors={errors} err={err} />
      <ImageFormField control={control} name="img" label={t('fields.image')} />
    </EditPageForm>
  );
}
