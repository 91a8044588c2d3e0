import { Button, Field, HStack, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { formatAmount, type UserView } from '@shop/contracts/core';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '@/lib/i18n-keys';
import { districtQueries } from '@/api/catalogue';
import { userQueries } from '@/api/users';
import { Amount } from '@/components/ui/amount';
import { FormField, TextField } from '@/components/ui/form-field';
import { COMMENT_MAX, deliveryDefaults, deliverySchema, type DeliveryValues } from '../checkout-form';

export const DELIVERY_FORM_ID = 'delivery-form';

/** Step (a) of a delivery: recipient, phone, district (with its delivery price), address, comment. */
export function DeliveryStep({
  user,
  initial,
  onBack,
  onDone,
}: {
  user: UserView;
  initial?: DeliveryValues;
  onBack: () => void;
  onDone: (values: DeliveryValues) => void;
}) {
  const { t } = useTranslation('checkout');
  const districts = useQuery(districtQueries.list());
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    formState: { errors, isDirty },
  } = useForm<DeliveryValues>({
    resolver: zodResolver(deliverySchema),
    mode: 'onTouched',
    defaultValues: initial ?? deliveryDefaults(user, districts.data),
  });
  // The districts may arrive after the form: match the profile's district once they are there (untouched form).
  const dirty = useRef(isDirty);
  dirty.current = isDirty;
  useEffect(() => {
    if (districts.data && !initial && !dirty.current) reset(deliveryDefaults(user, districts.data));
  }, [districts.data, user, initial, reset]);

  // The customer's saved addresses (docs/phone-and-trust.md): one chosen fills the district and the address.
  const addresses = useQuery(userQueries.me(user._id)).data?.addresses ?? [];
  const chooseAddress = (id: string) => {
    const saved = addresses.find((a) => a._id === id);
    if (!saved) return;
    const filled = { shouldDirty: true, shouldValidate: true };
    setValue('districtId', saved.districtId, filled);
    setValue('address', saved.landmark ? `${saved.address} (${saved.landmark})` : saved.address, filled);
  };

  const districtId = watch('districtId');
  const district = districts.data?.find((d) => d._id === districtId);
  const comment = watch('comment') ?? '';
  const messageText = useMessageText('checkout');
  const err = (name: keyof DeliveryValues) => messageText(errors[name]?.message);

  const text = (name: 'recipient' | 'phone' | 'address', props: Record<string, unknown> = {}) => (
    <TextField label={t(`fields.${name}`)} required {...register(name)} {...props} error={err(name)} />
  );

  return (
    <form id={DELIVERY_FORM_ID} noValidate onSubmit={handleSubmit(onDone)}>
      <Stack gap="5" maxW="2xl">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {text('recipient', { autoComplete: 'name', dir: 'auto' })}
          {text('phone', {
            type: 'tel',
            autoComplete: 'tel',
            dir: 'ltr',
            placeholder: '0550 12 34 56',
          })}
        </SimpleGrid>
        {addresses.length > 0 && (
          <FormField label={t('saved_address.label')}>
            <NativeSelect.Root>
              <NativeSelect.Field defaultValue="" onChange={(e) => chooseAddress(e.target.value)}>
                <option value="">{t('saved_address.none')}</option>
                {addresses.map((a) => (
                  <option key={a._id} value={a._id}>
                    {`\u2068${a.label}\u2069 — \u2068${a.address}\u2069`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        )}
        <FormField
          label={t('fields.district')}
          required
          error={err('districtId')}
          helper={
            district && (
              <>
                {t('delivery_price')} <Amount value={district.price} fontWeight="semibold" />
              </>
            )
          }
        >
          <NativeSelect.Root disabled={districts.isPending}>
            <NativeSelect.Field {...register('districtId')} aria-required>
              <option value="">{t('fields.district_placeholder')}</option>
              {districts.data?.map((d) => (
                <option key={d._id} value={d._id}>
                  {/* An option holds text only: FSI … PDI isolate the name as <bdi> would. */}
                  {`\u2068${d.name}\u2069 — \u2066${formatAmount(d.price)}\u2069`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {text('address', { autoComplete: 'street-address', dir: 'auto' })}
        <Field.Root invalid={!!errors.comment}>
          <Field.Label>{t('fields.comment')}</Field.Label>
          <Textarea {...register('comment')} rows={3} dir="auto" maxLength={COMMENT_MAX} />
          <HStack justify="space-between" w="full">
            <Field.ErrorText>{err('comment')}</Field.ErrorText>
            <Text fontSize="xs" color="fg.muted" marginInlineStart="auto">
              <bdi dir="ltr">
                {comment.length} / {COMMENT_MAX}
              </bdi>
            </Text>
          </HStack>
        </Field.Root>
        <HStack gap="3">
          <Button variant="outline" onClick={onBack}>
            {t('back')}
          </Button>
          <Button type="submit" colorPalette="brand">
            {t('continue')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
