import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/ui/page-title';
import { ContactForm, isContactTopic } from '@/features/contact';
import { NotFoundRoute } from './not-found';

/** /contact/thanks, /contact/complaint, /contact/suggestion: one screen, three topics. */
export function ContactTopicRoute() {
  const { topic } = useParams();
  const { t } = useTranslation('contact');
  if (!isContactTopic(topic)) return <NotFoundRoute />;
  return (
    <PageTitle
      title={t(`topics.${topic}.title`)}
      subtitle={t(`topics.${topic}.text`)}
      backTo="/contact"
      backLabel={t('back')}
    >
      <ContactForm key={topic} topic={topic} />
    </PageTitle>
  );
}
