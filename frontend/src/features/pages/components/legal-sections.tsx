import { Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

type Section = { title: string; paragraphs: string[] };

/** Sections of a legal text stored in the `pages` namespace under `<key>.sections`. */
export function LegalSections({ contentKey }: { contentKey: 'privacy' | 'delete_account' }) {
  const { t } = useTranslation('pages');
  // The texts are typed (lib/i18n-types.d.ts): the French file's sections are a list of Section.
  const list: readonly Section[] = t(`${contentKey}.sections`, { returnObjects: true });
  return (
    <Stack gap="6" maxW="3xl" lineHeight="tall">
      {list.map((section) => (
        <Stack as="section" key={section.title} gap="2">
          <Heading as="h2" size="lg">
            {section.title}
          </Heading>
          {section.paragraphs.map((p) => (
            <Text key={p} color="fg.muted">
              {p}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
