import { SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { passwordMinLength, pickLanguage } from '@shop/contracts/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/i18n-keys';
import { useNavigate } from 'react-router';
import { EmailField, PasswordField } from '@/components/ui/credential-fields';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/form-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { fieldErrors } from '@/lib/errors';
import { fieldErrorText, oneOf, showServerFieldErrors } from '@/lib/form-errors';
import { sessionStore } from '@/stores/session';
import { authApi } from '../api/auth';
import { signUpSchema, toSignUpBody, type SignUpValues } from '../schemas';
import { AuthCard, AuthSwitch } from './auth-card';
import { AuthForm } from './auth-form';

const isSignUpField = oneOf(['name', 'lastName', 'email', 'password', 'confirmPassword'] as const);

/**
 * /authentication/singUp: on success the pending-confirmation marker holds the e-mail, then /authentication/confirmation.
 * An address that already has an account succeeds alike (the server mails its owner instead): the screen never tells.
 */
export function SignUpForm() {
  const { t, i18n } = useTranslation('auth');
  const messageText = useMessageText('auth');
  const navigate = useNavigate();
  const mutation = useMutation({ mutationFn: authApi.signUp });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    mode: 'onTouched',
    defaultValues: { name: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const body = toSignUpBody(values, pickLanguage(i18n.resolvedLanguage));
    try {
      await mutation.mutateAsync(body);
      sessionStore.getState().setPendingConfirmation(body.email);
      navigate('/authentication/confirmation', { replace: true });
    } catch (error) {
      showServerFieldErrors(error, isSignUpField, setError);
    }
  });

  const errorOf = (field: keyof SignUpValues) =>
    fieldErrorText(errors[field], (key) => messageText(key, { min: passwordMinLength }));
  const showGeneric = mutation.isError && Object.keys(fieldErrors(mutation.error)).length === 0;

  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      <AuthForm label={t('signup.title')} onSubmit={onSubmit}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label={t('fields.name')}
            autoComplete="given-name"
            required
            {...register('name')}
            error={errorOf('name')}
          />
          <TextField
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
            {...register('lastName')}
            error={errorOf('lastName')}
          />
        </SimpleGrid>
        <EmailField label={t('fields.email')} {...register('email')} error={errorOf('email')} />
        <PasswordField
          isNew
          label={t('fields.password')}
          {...register('password')}
          error={errorOf('password')}
          helper={t('fields.password_hint', { min: passwordMinLength })}
        />
        <PasswordField
          isNew
          label={t('fields.confirmPassword')}
          {...register('confirmPassword')}
          error={errorOf('confirmPassword')}
        />
        {showGeneric && <ErrorMessage error={mutation.error} />}
        <SubmitButton size="lg" loading={isSubmitting}>
          {t('signup.submit')}
        </SubmitButton>
      </AuthForm>
      <AuthSwitch
        question={t('signup.have_account')}
        linkLabel={t('signup.login')}
        to="/authentication/login"
      />
    </AuthCard>
  );
}
