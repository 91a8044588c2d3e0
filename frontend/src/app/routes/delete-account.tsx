import { Link, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { settingsQueries } from '@/api/catalogue';
import { PageTitle } from '@/components/ui/page-title';
import { LegalSections } from '@/features/pages';

/** /delete-account: how to delete an account. */
export function DeleteAccountRoute() {
  const { t } = useTranslation('pages');
  const { data: settings } = useQuery(settingsQueries.get());
  const email = settings?.shop?.email;
  return (
    <PageTitle title={t('delete_account.title')} backTo="/" backLabel={t('back_home')}>
      <Text mb="6" maxW="3xl">
        {t('delete_account.intro')}
      </Text>
      <LegalSections contentKey="delete_account" />
      {email && (
        <Text mt="6">
          {t('delete_account.write_to')}{' '}
          <Link href={`mailto:${email}`} color="brand.fg">
            <bdi dir="ltr">{email}</bdi>
          </Link>
        </Text>
      )}
    </PageTitle>
  );
}
