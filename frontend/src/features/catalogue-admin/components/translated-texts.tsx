import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { invalidLanguages, TEXT_MAX } from '../forms';
import { TranslationTabs } from './translation-tabs';

/** The text fields a translated menu item's form holds (forms.ts): French ones, the others under `translations`. */
type Texts = {
  name: string;
  description?: string;
  translations?: Partial<Record<string, { name?: string; description?: string }>>;
};

/**
 * The name (and, with `descriptionLabel`, the description) of a menu item in the language tabs: the French fields
 * required as the form's own, English and Arabic under `translations` (docs/catalogue.md "Menu in three
 * languages").
 */
export function TranslatedTexts<T extends FieldValues>({
  form,
  nameLabel,
  descriptionLabel,
}: {
  form: UseFormReturn<T> & { err: (message?: string) => string | undefined };
  nameLabel: string;
  descriptionLabel?: string;
}) {
  const { t } = useTranslation('catalogue-admin');
  const { register, watch, err } = form;
  // The form's own values type is wider than Texts; these paths exist in every form that renders this component.
  const errors = form.formState.errors as FieldErrors<Texts>;
  const path = (name: string) => name as Path<T>;
  const lengthOf = (name: string) => String(watch(path(name)) ?? '').length;
  const described = descriptionLabel !== undefined;
  return (
    <TranslationTabs
      invalid={{
        fr: !!(errors.name || (described && errors.description)),
        ...invalidLanguages(errors.translations),
      }}
      panel={(language) => {
        const french = language === 'fr';
        const field = (name: 'name' | 'description') => (french ? name : `translations.${language}.${name}`);
        const error = (name: 'name' | 'description') =>
          err((french ? errors[name] : errors.translations?.[language]?.[name])?.message);
        const translated = french ? {} : { lang: language, dir: 'auto' as const };
        return (
          <>
            <TextField
              label={french ? nameLabel : t(`translations.name.${language}`)}
              required={french}
              {...translated}
              {...register(path(field('name')))}
              error={error('name')}
            />
            {described && (
              <TextAreaField
                label={french ? descriptionLabel : t(`translations.description.${language}`)}
                {...translated}
                {...register(path(field('description')))}
                length={lengthOf(field('description'))}
                max={TEXT_MAX}
                maxLength={TEXT_MAX}
                error={error('description')}
              />
            )}
          </>
        );
      }}
    />
  );
}
