import { Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/ui/page-title';
import { LegalSections } from '@/features/pages';

/** /droits: privacy policy. */
export function PrivacyRoute() {
  const { t } = useTranslation('pages');
  return (
    <PageTitle
      title={t('privacy.title')}
      subtitle={t('privacy.updated')}
      backTo="/"
      backLabel={t('back_home')}
    >
      <Text mb="6" maxW="3xl">
        {t('privacy.intro')}
      </Text>
      <LegalSections contentKey="privacy" />
    </PageTitle>
  );
}
