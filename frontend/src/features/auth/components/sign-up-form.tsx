import { Button, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { passwordMinLength } from '@shop/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { ErrorMessage } from '@/components/ui/error-message';
import { TextField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorText, fieldErrors } from '@/lib/errors';
import { sessionStore } from '@/stores/session';
import { asLanguage, authApi } from '../api/auth';
import { signUpSchema, toSignUpBody, type SignUpValues } from '../schemas';
import { AuthCard } from './auth-card';

const fields = ['name', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/** /authentication/singUp: on success the pending-confirmation marker holds the e-mail, then /authentication/confirmation. */
export function SignUpForm() {
  const { t, i18n } = useTranslation('auth');
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
    const body = toSignUpBody(values, asLanguage(i18n.resolvedLanguage));
    try {
      await mutation.mutateAsync(body);
      sessionStore.setPendingConfirmation(body.email);
      navigate('/authentication/confirmation', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'email.taken') {
        setError('email', { type: 'server', message: errorText(error, i18n.resolvedLanguage) });
        return;
      }
      for (const [field, message] of Object.entries(fieldErrors(error)))
        if ((fields as readonly string[]).includes(field))
          setError(field as (typeof fields)[number], { type: 'server', message });
    }
  });

  const errorOf = (field: (typeof fields)[number]) => {
    const e = errors[field];
    return e?.message
      ? e.type === 'server'
        ? e.message
        : t(e.message, { min: passwordMinLength })
      : undefined;
  };
  const showGeneric =
    mutation.isError &&
    !(mutation.error instanceof ApiError && mutation.error.code === 'email.taken') &&
    Object.keys(fieldErrors(mutation.error)).length === 0;

  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')} testId="signup-screen">
      <Stack asChild gap="4">
        <form onSubmit={onSubmit} noValidate data-testid="signup-form" aria-label={t('signup.title')}>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <TextField
              label={t('fields.name')}
              autoComplete="given-name"
              required
              {...register('name')}
              error={errorOf('name')}
              testId="signup-name"
            />
            <TextField
              label={t('fields.lastName')}
              autoComplete="family-name"
              required
              {...register('lastName')}
              error={errorOf('lastName')}
              testId="signup-lastName"
            />
          </SimpleGrid>
          <TextField
            label={t('fields.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            required
            {...register('email')}
            error={errorOf('email')}
            testId="signup-email"
          />
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            required
            {...register('password')}
            error={errorOf('password')}
            helper={t('fields.password_hint', { min: passwordMinLength })}
            testId="signup-password"
          />
          <TextField
            label={t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            {...register('confirmPassword')}
            error={errorOf('confirmPassword')}
            testId="signup-confirm"
          />
          {showGeneric && <ErrorMessage error={mutation.error} />}
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            loading={isSubmitting}
            data-testid="signup-submit"
          >
            {t('signup.submit')}
          </Button>
        </form>
      </Stack>
      <HStack justify="center" gap="1" fontSize="sm" wrap="wrap">
        <Text color="fg.muted">{t('signup.have_account')}</Text>
        <Link asChild color="brand.fg" fontWeight="semibold">
          <RouterLink to="/authentication/login" data-testid="signup-login">
            {t('signup.login')}
          </RouterLink>
        </Link>
      </HStack>
    </AuthCard>
  );
}
