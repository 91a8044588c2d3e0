import { Badge, Button, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  displayPhone,
  normalizePhone,
  personName,
  pickLanguage,
  textIn,
  type CustomerMatch,
  type OrderType,
  type StaffChannel,
} from '@shop/contracts/core';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { districtQueries } from '@/api/catalogue';
import { FormField, TextAreaField, TextField } from '@/components/ui/form-field';
import { PageTitle } from '@/components/ui/page-title';
import { SectionCard } from '@/components/ui/section-card';
import { SubmitButton } from '@/components/ui/submit-button';
import { toaster } from '@/components/ui/toaster';
import { errorText, fieldErrors } from '@/lib/errors';
import { useTakeOrder } from '../api/commands';
import { phoneOrderQueries } from '../api/queries';
import { LineEditor, type EditedLine } from './line-editor';

type Customer = {
  customerId: string | null;
  name: string;
  phone: string;
  districtId: string;
  address: string;
};
const newCustomer = (phone = ''): Customer => ({
  customerId: null,
  name: '',
  phone,
  districtId: '',
  address: '',
});

/**
 * /dashboard/orders/new: staff take an order by phone or at the counter (docs/phone-and-trust.md). The customer is
 * found by phone (an account, or a customer recorded before without one) or entered; the order is placed by the
 * server like any other (same prices, promo, steps) and shows live on every staff screen.
 */
export function TakeOrder() {
  const { t, i18n } = useTranslation('phone-orders');
  const lng = i18n.resolvedLanguage;
  const language = pickLanguage(lng);
  const navigate = useNavigate();
  const take = useTakeOrder();
  const key = useRef(crypto.randomUUID());
  const districts = useQuery(districtQueries.list());
  const products = useQuery(phoneOrderQueries.products(language));
  const [search, setSearch] = useState('');
  const [searched, setSearched] = useState('');
  const matches = useQuery(phoneOrderQueries.customers(searched));
  const [customer, setCustomer] = useState<Customer>(newCustomer());
  const [channel, setChannel] = useState<StaffChannel>('phone');
  const [type, setType] = useState<OrderType>('delivery');
  const [comment, setComment] = useState('');
  const [promo, setPromo] = useState('');
  const [lines, setLines] = useState<EditedLine[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const choose = (m: CustomerMatch) => {
    setCustomer({
      customerId: m.customerId,
      name: personName(m.name),
      phone: displayPhone(m.phone),
      districtId: m.districtId ?? '',
      address: m.address ?? '',
    });
    setErrors({});
  };
  const onSearch = () => {
    setSearched(search.trim());
    if (!customer.customerId) setCustomer({ ...customer, phone: search.trim() });
  };

  const check = (): Record<string, string> => {
    const found: Record<string, string> = {};
    if (!customer.name.trim()) found.recipient = t('errors.name_required');
    if (normalizePhone(customer.phone) === null) found.phone = t('errors.phone_invalid');
    if (type === 'delivery' && !customer.districtId) found.districtId = t('errors.district_required');
    if (lines.length === 0) found.lines = t('errors.lines_required');
    return found;
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    take.mutate(
      {
        key: key.current,
        body: {
          channel,
          customerId: customer.customerId,
          type,
          lines: lines.map((l) => ({ productId: l.productId, quantity: l.quantity, options: l.options })),
          delivery: {
            recipient: customer.name.trim(),
            phone: customer.phone.trim(),
            ...(type === 'delivery'
              ? { districtId: customer.districtId, address: customer.address.trim() }
              : {}),
            ...(comment.trim() ? { comment: comment.trim() } : {}),
          },
          promoCode: promo.trim() || null,
        },
      },
      {
        onSuccess: (answer) => {
          toaster.create({ type: 'success', title: t('placed') });
          void navigate(`/dashboard/orders/${encodeURIComponent(answer.data._id)}`);
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          toaster.create({ type: 'error', title: errorText(error, lng) });
          key.current = crypto.randomUUID();
        },
      },
    );
  };

  const field = <K extends keyof Customer>(name: K) => ({
    value: customer[name] ?? '',
    onChange: (e: { target: { value: string } }) => setCustomer({ ...customer, [name]: e.target.value }),
  });

  return (
    <PageTitle title={t('new.title')} backTo="/dashboard/orders" backLabel={t('new.back')}>
      <form onSubmit={onSubmit} noValidate aria-label={t('new.title')}>
        <Stack gap="5">
          <SectionCard title={t('customer.title')}>
            <HStack gap="2" align="end">
              <TextField
                label={t('customer.search_phone')}
                type="tel"
                dir="ltr"
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    onSearch();
                  }
                }}
              />
              <Button mb="5" variant="outline" onClick={onSearch} loading={matches.isFetching}>
                {t('customer.search')}
              </Button>
            </HStack>
            {searched && matches.data && matches.data.length === 0 && (
              <Text color="fg.muted">{t('customer.none')}</Text>
            )}
            {matches.data && matches.data.length > 0 && (
              <Stack gap="2">
                {matches.data.map((m) => (
                  <HStack key={m.customerId} gap="3">
                    <Button size="sm" variant="outline" onClick={() => choose(m)}>
                      {t('customer.choose', { name: personName(m.name) })}
                    </Button>
                    <Badge>{m.account ? t('customer.account') : t('customer.no_account')}</Badge>
                    <bdi dir="ltr">{displayPhone(m.phone)}</bdi>
                  </HStack>
                ))}
              </Stack>
            )}
            {customer.customerId && (
              <HStack gap="3">
                <Text fontWeight="medium">{t('customer.chosen', { name: customer.name })}</Text>
                <Button size="xs" variant="ghost" onClick={() => setCustomer(newCustomer(search.trim()))}>
                  {t('customer.change')}
                </Button>
              </HStack>
            )}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <TextField label={t('customer.name')} required error={errors.recipient} {...field('name')} />
              <TextField
                label={t('customer.phone')}
                type="tel"
                dir="ltr"
                required
                error={errors.phone}
                {...field('phone')}
              />
            </SimpleGrid>
          </SectionCard>

          <SectionCard title={t('order.title')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
              <FormField label={t('order.channel')}>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={channel}
                    onChange={(e) => setChannel(e.target.value as StaffChannel)}
                  >
                    <option value="phone">{t('order.phone')}</option>
                    <option value="counter">{t('order.counter')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <FormField label={t('order.type')}>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field value={type} onChange={(e) => setType(e.target.value as OrderType)}>
                    <option value="delivery">{t('order.delivery')}</option>
                    <option value="on_site">{t('order.on_site')}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              {type === 'delivery' && (
                <FormField label={t('customer.district')} required error={errors.districtId}>
                  <NativeSelect.Root size="sm">
                    <NativeSelect.Field {...field('districtId')}>
                      <option value="">{t('customer.choose_district')}</option>
                      {(districts.data ?? []).map((d) => (
                        <option key={d._id} value={d._id}>
                          {textIn(d, 'name', language)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </FormField>
              )}
              {type === 'delivery' && (
                <TextField label={t('customer.address')} error={errors.address} {...field('address')} />
              )}
              <TextField
                label={t('order.promo')}
                dir="ltr"
                value={promo}
                onChange={(e) => setPromo(e.target.value)}
                error={errors.code}
              />
            </SimpleGrid>
            <TextAreaField
              label={t('order.comment')}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
              length={comment.length}
              max={500}
            />
          </SectionCard>

          <SectionCard title={t('lines.title')}>
            <LineEditor lines={lines} onChange={setLines} products={products.data ?? []} />
            {errors.lines && (
              <Text color="red.600" fontSize="sm" role="alert">
                {errors.lines}
              </Text>
            )}
          </SectionCard>

          <HStack>
            <SubmitButton loading={take.isPending}>{t('submit')}</SubmitButton>
          </HStack>
        </Stack>
      </form>
    </PageTitle>
  );
}
