import { Tabs, Text } from '@chakra-ui/react';
import { tabsSlotRecipe } from '@chakra-ui/react/theme';
import { languages, type Language } from '@shop/contracts/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The texts of a menu item in each language, one tab per language (docs/catalogue.md, "Menu in three
 * languages"): French first and required (the form's own fields), English and Arabic optional. `panel` renders a
 * language's fields. Every panel stays mounted, so a field's error is kept while another tab is shown; a tab whose
 * fields hold an error says so.
 */
export function TranslationTabs({
  panel,
  invalid,
}: {
  panel: (language: Language) => ReactNode;
  invalid?: Partial<Record<Language, boolean>>;
}) {
  const { t } = useTranslation('catalogue-admin');
  return (
    // The recipe comes with the back office's chunk, not in the theme every page loads (lib/theme.ts).
    <Tabs.Root recipe={tabsSlotRecipe} defaultValue={languages[0]} variant="enclosed">
      <Tabs.List aria-label={t('translations.tabs')}>
        {languages.map((language) => (
          <Tabs.Trigger key={language} value={language} color={invalid?.[language] ? 'fg.error' : undefined}>
            {t(`translations.tab.${language}`)}
            {invalid?.[language] && ' !'}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {languages.map((language, i) => (
        <Tabs.Content key={language} value={language} display="flex" flexDirection="column" gap="4">
          {i > 0 && (
            <Text fontSize="sm" color="fg.muted">
              {t('translations.optional')}
            </Text>
          )}
          {panel(language)}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
