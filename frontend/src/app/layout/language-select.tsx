import { Field, NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@shop/contracts/core';

// Each language is named in itself, whatever the current language.
export const languageNames: Record<Language, string> = {
  fr: 'Français',
  en: 'English',
  ar: 'العربية',
};

/** Language selector: i18n.changeLanguage caches the choice under selectedLanguage (lib/i18n). */
export function LanguageSelect({ id = 'language-select' }: { id?: string }) {
  const { t, i18n } = useTranslation('layout');
  const current = i18n.resolvedLanguage ?? 'fr';
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{t('language')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          id={id}
          value={current}
          onChange={(e) => void i18n.changeLanguage(e.currentTarget.value)}
        >
          {languages.map((lng) => (
            <option key={lng} value={lng} lang={lng}>
              {languageNames[lng]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
