import { Container, EmptyState } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuLayoutDashboard } from 'react-icons/lu';
import { useDocumentTitle } from '@/components/ui/use-document-title';

/** No back-office section open to this staff member yet (a moderator before the catalogue screens arrive). */
export function NoSection() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('title'));
  return (
    <Container maxW="2xl" py="10">
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <LuLayoutDashboard />
          </EmptyState.Indicator>
          <EmptyState.Title>{t('title')}</EmptyState.Title>
          <EmptyState.Description>{t('empty')}</EmptyState.Description>
        </EmptyState.Content>
      </EmptyState.Root>
    </Container>
  );
}
