import {
  Box,
  Card,
  Heading,
  Input,
  NativeSelect,
  Separator,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { passwordMinLength, type UserView } from '@shop/contracts/core';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/i18n-keys';
import { useNavigate } from 'react-router';
import { districtQueries } from '@/api/catalogue';
import { userQueries } from '@/api/users';
import { PasswordField } from '@/components/ui/credential-fields';
import { FormField, TextField } from '@/components/ui/form-field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { PageTitle } from '@/components/ui/page-title';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { fieldErrorText, showServerFieldErrors } from '@/lib/form-errors';
import { isProfileComplete, useSession } from '@/stores/session';
import { useUpdateProfile } from '../api/profile';
import {
  isProfileField,
  profileDefaults,
  profileSchema,
  toProfileBody,
  type ProfileField,
  type ProfileValues,
} from '../profile-form';
import { DeleteAccount } from './delete-account';
import { PointsBalance } from './points-balance';
import { SavedAddresses } from './saved-addresses';

export const SUCCESS_DELAY_MS = 3000;

/** /myAccount/myProfile (login required): personal info, change password, delete account (spec §2/§4/§5). */
export function ProfileScreen() {
  const { t } = useTranslation('profile');
  const { currentUser } = useSession();
  if (!currentUser) return null;
  return (
    <PageTitle title={t('title')} subtitle={t('subtitle')}>
      <ProfileForm user={currentUser} />
    </PageTitle>
  );
}

function ProfileForm({ user }: { user: UserView }) {
  const { t, i18n } = useTranslation('profile');
  const messageText = useMessageText('profile');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const districts = useQuery(districtQueries.list());
  const mutation = useUpdateProfile();
  const [success, setSuccess] = useState(false);
  const [failure, setFailure] = useState<string>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    mode: 'onTouched',
    defaultValues: profileDefaults(user, districts.data),
  });
  // The district list may arrive after the user: match the stored district once it is there (untouched form only).
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  useEffect(() => {
    if (districts.data && !dirty.current) reset(profileDefaults(user, districts.data));
  }, [districts.data, user, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    setSuccess(false);
    try {
      await mutation.mutateAsync({ userId: user._id, body: toProfileBody(values) });
    } catch (error) {
      let shown = showServerFieldErrors(error, isProfileField, setError);
      if (error instanceof ApiError && error.code === 'password.wrong') {
        setError('password', { type: 'server', message: errorText(error, i18n.resolvedLanguage) });
        shown = true;
      }
      // Spec §8: a non-200 answer shows the server's message on the form.
      if (!shown) setFailure(errorText(error, i18n.resolvedLanguage));
      return;
    }
    // Spec §4: refetch the user, show the success flag 3 s, then back to /myAccount/myProfile.
    try {
      const fresh = await queryClient.fetchQuery(userQueries.me(user._id));
      queryClient.setQueryData(userQueries.currentUser(user._id).queryKey, fresh);
      reset(profileDefaults(fresh, districts.data));
    } catch (error) {
      console.error('an error occurred', error);
    }
    void queryClient.invalidateQueries({ queryKey: userQueries.all() });
    setSuccess(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setSuccess(false);
      navigate('/myAccount/myProfile', { replace: true });
    }, SUCCESS_DELAY_MS);
  });

  const errorOf = (field: ProfileField) =>
    fieldErrorText(errors[field], (key) => messageText(key, { min: passwordMinLength }));
  const field = (name: ProfileField, label: string, input: React.ComponentProps<typeof Input>) => (
    <TextField label={label} required {...input} {...register(name)} error={errorOf(name)} />
  );

  return (
    <Stack gap="8" maxW="3xl">
      {!isProfileComplete(user) && <InlineAlert status="warning">{t('incomplete')}</InlineAlert>}
      <PointsBalance userId={user._id} />
      <Card.Root>
        <Card.Body>
          <Stack asChild gap="5">
            <form onSubmit={onSubmit} noValidate aria-label={t('title')}>
              <Heading as="h2" size="lg">
                {t('sections.personal')}
              </Heading>
              <Box>
                <Text fontSize="sm" color="fg.muted">
                  {t('fields.email')}
                </Text>
                <Text as="bdi" dir="ltr" fontWeight="medium">
                  {user.email}
                </Text>
              </Box>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {field('name', t('fields.name'), { autoComplete: 'given-name' })}
                {field('lastName', t('fields.lastName'), { autoComplete: 'family-name' })}
                {field('number', t('fields.number'), {
                  type: 'tel',
                  dir: 'ltr',
                  inputMode: 'tel',
                  autoComplete: 'tel',
                  placeholder: '0550 12 34 56',
                })}
                <FormField label={t('fields.district')} required error={errorOf('district')}>
                  <NativeSelect.Root disabled={districts.isPending}>
                    <NativeSelect.Field {...register('district')} aria-required>
                      <option value="">{t('fields.district_placeholder')}</option>
                      {districts.data?.map((d) => (
                        <option key={d._id} value={d._id}>
                          {d.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              </SimpleGrid>
              {field('address', t('fields.address'), { autoComplete: 'street-address' })}

              <Separator />
              <Stack gap="1">
                <Heading as="h2" size="lg">
                  {t('sections.password')}
                </Heading>
                <Text fontSize="sm" color="fg.muted">
                  {t('password_hint', { min: passwordMinLength })}
                </Text>
              </Stack>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <PasswordField
                  label={t('fields.password')}
                  required={false}
                  {...register('password')}
                  error={errorOf('password')}
                />
                <PasswordField
                  isNew
                  label={t('fields.newPassword')}
                  required={false}
                  {...register('newPassword')}
                  error={errorOf('newPassword')}
                />
              </SimpleGrid>

              {failure && <InlineAlert status="error">{failure}</InlineAlert>}
              {success && <InlineAlert status="success">{t('saved')}</InlineAlert>}
              <SubmitButton size="lg" alignSelf="start" loading={isSubmitting}>
                {t('save')}
              </SubmitButton>
            </form>
          </Stack>
        </Card.Body>
      </Card.Root>
      <SavedAddresses userId={user._id} />
      <DeleteAccount userId={user._id} />
    </Stack>
  );
}
