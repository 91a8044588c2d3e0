import { HStack, Stack, chakra } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/ui/error-message';
import { PageTitle } from '@/components/ui/page-title';
import { SubmitButton } from '@/components/ui/submit-button';

/** The outlined creation form above a back-office list (districts, promo codes, banners); its fields are the children. */
export function FramedForm({
  onSubmit,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <chakra.form onSubmit={onSubmit} noValidate borderWidth="1px" borderRadius="lg" p="5">
      <Stack gap="4">{children}</Stack>
    </chakra.form>
  );
}

/** The end of a back-office form: why the last save failed (when `mutation` is given), then the submit button. */
export function FormFooter({
  label,
  loading,
  mutation,
}: {
  label: string;
  loading: boolean;
  mutation?: { isError: boolean; error: unknown };
}) {
  return (
    <>
      {mutation?.isError && <ErrorMessage error={mutation.error} />}
      <HStack>
        <SubmitButton loading={loading}>{label}</SubmitButton>
      </HStack>
    </>
  );
}

/** A back-office edit page: its title and the way back to its list over the form, which ends with Save. */
export function EditPageForm({
  title,
  backTo,
  backLabel,
  onSubmit,
  mutation,
  children,
}: {
  title: string;
  backTo: string;
  backLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  mutation: { isPending: boolean; isError: boolean; error: unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation('catalogue-admin');
  return (
    <PageTitle title={title} backTo={backTo} backLabel={backLabel}>
      <chakra.form onSubmit={onSubmit} noValidate maxW="2xl">
        <Stack gap="5">
          {children}
          <FormFooter label={t('common.save')} loading={mutation.isPending} mutation={mutation} />
        </Stack>
      </chakra.form>
    </PageTitle>
  );
}
