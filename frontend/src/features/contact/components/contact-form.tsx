import { Button, Field, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { FieldMessage } from '@/components/ui/form-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/i18n-keys';
import { useNavigate } from 'react-router';
import { ErrorMessage } from '@/components/ui/error-message';
import { RequiredMark } from '@/components/ui/required-mark';
import { SuccessOverlay } from '@/components/ui/success-overlay';
import { fieldErrors } from '@/lib/errors';
import { fieldErrorText, oneOf, showServerFieldErrors } from '@/lib/form-errors';
import { useSendContactMessage } from '../api/send-contact-message';
import {
  contactFormSchema,
  MESSAGE_MAX,
  toContactBody,
  type ContactFormValues,
  type ContactTopic,
} from '../topics';

const isContactField = oneOf(['name', 'email', 'phone', 'message'] as const);

/** The shared contact-topic form (thanks, complaint, suggestion) posting to /api/contactMessages. */
export function ContactForm({ topic }: { topic: ContactTopic }) {
  const { t } = useTranslation('contact');
  const messageText = useMessageText('contact');
  const navigate = useNavigate();
  const mutation = useSendContactMessage();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { name: '', email: '', phone: '', message: '' },
  });
  const messageLength = watch('message')?.length ?? 0;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(toContactBody(topic, values));
      reset();
    } catch (error) {
      // Server-side validation: show each field's message on its field.
      showServerFieldErrors(error, isContactField, setError);
    }
  });

  const errorOf = (field: keyof ContactFormValues) => fieldErrorText(errors[field], messageText);

  return (
    <>
      <Stack asChild gap="5" maxW="2xl">
        <form onSubmit={onSubmit} noValidate aria-label={t(`topics.${topic}.title`)}>
          <Field.Root invalid={!!errors.name}>
            <Field.Label>
              {t('fields.name')}
              <RequiredMark />
            </Field.Label>
            <Input {...register('name')} autoComplete="name" aria-required="true" />
            <FieldMessage error={errorOf('name')} />
          </Field.Root>
          <Field.Root invalid={!!errors.email}>
            <Field.Label>
              {t('fields.email')}
              <RequiredMark />
            </Field.Label>
            <Input {...register('email')} type="email" autoComplete="email" dir="ltr" aria-required="true" />
            <FieldMessage error={errorOf('email')} />
          </Field.Root>
          <Field.Root invalid={!!errors.phone}>
            <Field.Label>
              {t('fields.phone')}{' '}
              <Text as="span" color="fg.muted" fontWeight="normal">
                ({t('fields.optional')})
              </Text>
            </Field.Label>
            <Input {...register('phone')} type="tel" autoComplete="tel" dir="ltr" inputMode="tel" />
            <FieldMessage error={errorOf('phone')} />
          </Field.Root>
          <Field.Root invalid={!!errors.message}>
            <Field.Label>
              {t('fields.message')}
              <RequiredMark />
            </Field.Label>
            <Textarea {...register('message')} rows={6} maxLength={MESSAGE_MAX} aria-required="true" />
            <Field.HelperText alignSelf="end" aria-live="polite">
              <bdi dir="ltr">
                {messageLength}/{MESSAGE_MAX}
              </bdi>
            </Field.HelperText>
            <FieldMessage error={errorOf('message')} />
          </Field.Root>
          {mutation.isError && Object.keys(fieldErrors(mutation.error)).length === 0 && (
            <ErrorMessage error={mutation.error} />
          )}
          <Button type="submit" colorPalette="brand" loading={isSubmitting} alignSelf="start" size="lg">
            {t('send')}
          </Button>
        </form>
      </Stack>
      {mutation.isSuccess && (
        <SuccessOverlay
          title={t('success.title')}
          text={t('success.text')}
          actionLabel={t('success.back')}
          onAction={() => {
            mutation.reset();
            navigate('/contact');
          }}
        />
      )}
    </>
  );
}
