import { Button, Card, Heading, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { addressLimits, MAX_SAVED_ADDRESSES, pickLanguage, textIn } from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuTrash2 } from 'react-icons/lu';
import { districtQueries } from '@/api/catalogue';
import { userQueries } from '@/api/users';
import { FormField, TextField } from '@/components/ui/form-field';
import { InlineAlert } from '@/components/ui/inline-alert';
import { toaster } from '@/components/ui/toaster';
import { errorText } from '@/lib/errors';
import { useRemoveAddress, useSaveAddress } from '../api/profile';

// The customer's named delivery addresses (docs/phone-and-trust.md "Saved addresses"): home, work…, each with its
// district and a landmark, at most MAX_SAVED_ADDRESSES; the checkout's delivery step offers them.

const empty = { label: '', districtId: '', address: '', landmark: '' };

export function SavedAddresses({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('profile');
  const language = pickLanguage(i18n.resolvedLanguage);
  const me = useQuery(userQueries.me(userId));
  const districts = useQuery(districtQueries.list());
  const save = useSaveAddress();
  const remove = useRemoveAddress();
  const [form, setForm] = useState(empty);
  const addresses = me.data?.addresses ?? [];
  const full = addresses.length >= MAX_SAVED_ADDRESSES;
  const ready = form.label.trim() !== '' && form.districtId !== '' && form.address.trim().length >= 3;
  const districtName = (id: string) => {
    const district = districts.data?.find((d) => d._id === id);
    return district ? textIn(district, 'name', language) : '—';
  };
  const onError = (error: unknown) =>
    toaster.create({ type: 'error', title: errorText(error, i18n.resolvedLanguage) });
  const onSave = () =>
    save.mutate(
      { userId, addressId: crypto.randomUUID(), body: form },
      {
        onSuccess: () => {
          setForm(empty);
          toaster.create({ type: 'success', title: t('addresses.saved') });
        },
        onError,
      },
    );
  const set = (field: keyof typeof empty) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" size="lg">
            {t('addresses.title')}
          </Heading>
          {addresses.length === 0 ? (
            <Text color="fg.muted">{t('addresses.empty')}</Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none">
              {addresses.map((a) => (
                <HStack as="li" key={a._id} justify="space-between" borderWidth="1px" borderRadius="md" p="3">
                  <Stack gap="0" fontSize="sm">
                    <Text fontWeight="semibold">
                      <bdi>{a.label}</bdi>
                    </Text>
                    <Text>
                      <bdi>{a.address}</bdi> — <bdi>{districtName(a.districtId)}</bdi>
                    </Text>
                    {a.landmark && (
                      <Text color="fg.muted">
                        <bdi>{a.landmark}</bdi>
                      </Text>
                    )}
                  </Stack>
                  <Button
                    size="sm"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t('addresses.remove', { label: a.label })}
                    loading={remove.isPending && remove.variables?.addressId === a._id}
                    onClick={() =>
                      remove.mutate(
                        { userId, addressId: a._id },
                        {
                          onSuccess: () => toaster.create({ type: 'success', title: t('addresses.removed') }),
                          onError,
                        },
                      )
                    }
                  >
                    <LuTrash2 aria-hidden />
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
          {full ? (
            <InlineAlert status="warning">{t('addresses.limit', { max: MAX_SAVED_ADDRESSES })}</InlineAlert>
          ) : (
            <Stack gap="3">
              <Heading as="h3" size="md">
                {t('addresses.add')}
              </Heading>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <TextField
                  label={t('addresses.label')}
                  required
                  value={form.label}
                  onChange={set('label')}
                  maxLength={addressLimits.label}
                  dir="auto"
                />
                <FormField label={t('addresses.district')} required>
                  <NativeSelect.Root disabled={districts.isPending}>
                    <NativeSelect.Field value={form.districtId} onChange={set('districtId')} aria-required>
                      <option value="">{t('addresses.choose_district')}</option>
                      {districts.data?.map((d) => (
                        <option key={d._id} value={d._id}>
                          {textIn(d, 'name', language)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
                <TextField
                  label={t('addresses.address')}
                  required
                  value={form.address}
                  onChange={set('address')}
                  maxLength={addressLimits.address}
                  autoComplete="street-address"
                  dir="auto"
                />
                <TextField
                  label={t('addresses.landmark')}
                  value={form.landmark}
                  onChange={set('landmark')}
                  maxLength={addressLimits.landmark}
                  dir="auto"
                />
              </SimpleGrid>
              <Button alignSelf="start" disabled={!ready} loading={save.isPending} onClick={onSave}>
                {t('addresses.save')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
