import { Box, HStack, IconButton, Image, Stack, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { CategoryView } from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuPencil } from 'react-icons/lu';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router';
import { categoryQueries } from '@/api/catalogue';
import { DataTable, SearchBox } from '@/components/ui/data-table';
import { ErrorMessage, QueryErrorMessage } from '@/components/ui/error-message';
import { PageTitle } from '@/components/ui/page-title';
import { SectionSpinner } from '@/components/ui/spinner-overlay';
import { toaster } from '@/components/ui/toaster';
import { editQueries, useCreateCategory, useDeleteCategory, useUpdateCategory } from '../api/catalogue-admin';
import {
  categoryFormSchema,
  categoryToForm,
  emptyCategoryForm,
  toCategoryBody,
  type CategoryFormValues,
} from '../forms';
import { useAdminForm } from '../hooks/use-admin-form';
import { useDeleteConfirmation } from '../hooks/use-delete-confirmation';
import { ConfirmDialog, DeleteIconButton } from './confirm-dialog';
import { EditPageForm } from './form-parts';
import { ImageFormField } from './image-form-field';
import { TranslatedTexts } from './translated-texts';
import { NewItemLink, QueryRefreshButton } from './list-parts';

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** /dashboard/categories: data table with search and refresh; edit and delete per row. */
export function CategoriesList() {
  const { t } = useTranslation('catalogue-admin');
  const categories = useQuery(categoryQueries.list());
  const [search, setSearch] = useState('');
  const deletion = useDeleteConfirmation<CategoryView>(useDeleteCategory(), (c) =>
    t('categories.deleted', { name: c.name }),
  );
  const shown = (categories.data ?? []).filter((c) => fold(c.name).includes(fold(search)));

  return (
    <PageTitle title={t('categories.title')} subtitle={t('categories.subtitle')}>
      <Stack gap="4">
        <HStack gap="2" wrap="wrap">
          <SearchBox value={search} onChange={setSearch} label={t('categories.search')} />
          <QueryRefreshButton query={categories} />
          <NewItemLink to="/dashboard/newCategorie" label={t('categories.new')} />
        </HStack>
        <QueryErrorMessage query={categories} />
        <DataTable
          columns={[
            { label: t('fields.image') },
            { label: t('fields.name') },
            { label: t('fields.description') },
            { label: t('common.actions'), end: true },
          ]}
          loading={categories.isPending}
          empty={categories.data && shown.length === 0 && { content: t('categories.empty') }}
        >
          {shown.map((c) => (
            <Table.Row key={c._id} data-category-id={c._id}>
              <Table.Cell>
                {c.image && <Image src={c.image} alt="" boxSize="12" objectFit="cover" borderRadius="md" />}
              </Table.Cell>
              <Table.Cell fontWeight="medium">{c.name}</Table.Cell>
              <Table.Cell color="fg.muted" maxW="md" truncate>
                {c.description}
              </Table.Cell>
              <Table.Cell textAlign="end" whiteSpace="nowrap">
                <IconButton
                  asChild
                  size="sm"
                  variant="ghost"
                  aria-label={t('common.edit')}
                  title={t('common.edit')}
                >
                  <RouterLink to={`/dashboard/editCategorie/${encodeURIComponent(c._id)}`}>
                    <LuPencil />
                  </RouterLink>
                </IconButton>
                <DeleteIconButton onClick={() => deletion.ask(c)} />
              </Table.Cell>
            </Table.Row>
          ))}
        </DataTable>
      </Stack>
      <ConfirmDialog
        {...deletion.dialog}
        text={t('categories.confirm_delete', { name: deletion.toDelete?.name ?? '' })}
      />
    </PageTitle>
  );
}

/** /dashboard/newCategorie. */
export function NewCategory() {
  return <CategoryForm initial={emptyCategoryForm} />;
}

/** /dashboard/editCategorie/:categorieID (read from the categories in French; unknown → /notFound). */
export function EditCategory({ categoryId }: { categoryId: string }) {
  const categories = useQuery(editQueries.categories());
  if (categories.isPending) return <SectionSpinner />;
  if (categories.isError)
    return (
      <Box p="6">
        <ErrorMessage error={categories.error} onRetry={() => void categories.refetch()} />
      </Box>
    );
  const category = categories.data.find((c) => c._id === categoryId);
  if (!category) return <Navigate to="/notFound" replace />;
  return <CategoryForm categoryId={categoryId} initial={categoryToForm(category)} />;
}

function CategoryForm({ categoryId, initial }: { categoryId?: string; initial: CategoryFormValues }) {
  const { t } = useTranslation('catalogue-admin');
  const navigate = useNavigate();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const mutation = categoryId ? update : create;
  const form = useAdminForm(categoryFormSchema, initial);
  const { handleSubmit, control } = form;

  const onSubmit = handleSubmit((values) => {
    const body = toCategoryBody(values);
    const done = () => {
      toaster.create({ type: 'success', title: t(categoryId ? 'categories.saved' : 'categories.created') });
      void navigate('/dashboard/categories');
    };
    if (categoryId) update.mutate({ id: categoryId, body }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  });

  return (
    <EditPageForm
      title={t(categoryId ? 'categories.edit_title' : 'categories.new_title')}
      backTo="/dashboard/categories"
      backLabel={t('categories.back')}
      onSubmit={onSubmit}
      mutation={mutation}
    >
      <TranslatedTexts form={form} nameLabel={t('fields.name')} descriptionLabel={t('fields.description')} />
      <ImageFormField control={control} name="image" label={t('fields.image')} />
    </EditPageForm>
  );
}
