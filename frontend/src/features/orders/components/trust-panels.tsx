import { Alert, Badge, Box, Button, Field, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { displayPhone, MAX_BLOCK_REASON, normalizePhone, type OrderView } from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBan, LuCheck, LuPhone, LuShieldCheck } from 'react-icons/lu';
import { ErrorMessage } from '@/components/ui/error-message';
import { FieldMessage } from '@/components/ui/form-field';
import { SectionCard } from '@/components/ui/section-card';
import { formatDateTime } from '@/lib/format';
import { trustQueries, useBlockPhone, useConfirmCall } from '../api/trust';
import { telLink } from './to-call-lane';

/** Staff, on an order waiting for its confirmation call: why, the call button and "Confirmed". */
export function CallPanel({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation('trust');
  const confirm = useConfirmCall();
  const call = order.call;
  if (!call || order.cancelled) return null;
  if (call.confirmedAt)
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>
          {t('call.confirmed', { time: formatDateTime(call.confirmedAt, i18n.resolvedLanguage) })}
        </Alert.Title>
      </Alert.Root>
    );
  return (
    <Alert.Root status={call.remindedAt ? 'error' : 'warning'}>
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{t('call.waiting')}</Alert.Title>
        <Alert.Description>
          {t('call.why', { reasons: call.reasons.map((r) => t(`reasons.${r}`)).join(', ') })}
        </Alert.Description>
        <HStack gap="2">
          {order.phone_number && (
            <Button asChild size="sm" variant="outline">
              <a href={telLink(order.phone_number)}>
                <LuPhone aria-hidden /> {t('lane.call')}
              </a>
            </Button>
          )}
          <Button
            size="sm"
            colorPalette="green"
            loading={confirm.isPending}
            onClick={() => confirm.mutate(order._id)}
          >
            <LuCheck aria-hidden /> {t('call.confirm')}
          </Button>
        </HStack>
        {confirm.isError && <ErrorMessage error={confirm.error} />}
      </Stack>
    </Alert.Root>
  );
}

/** Staff, on an order: its number's orders, no-shows and block, the block and its lifting with a reason, the history. */
export function PhoneTrustCard({ phone }: { phone: string }) {
  const { t, i18n } = useTranslation('trust');
  const lng = i18n.resolvedLanguage;
  const normalized = normalizePhone(phone) ?? phone;
  const trust = useQuery(trustQueries.phone(normalized));
  const block = useBlockPhone();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const view = trust.data;
  const blocked = view?.blocked ?? null;
  const missing = touched && reason.trim() === '';
  const submit = () => {
    setTouched(true);
    if (reason.trim() === '') return;
    block.mutate(
      { phone: normalized, reason: reason.trim(), block: !blocked },
      {
        onSuccess: () => {
          setReason('');
          setTouched(false);
        },
      },
    );
  };
  return (
    <SectionCard as="h3" title={t('phone.title', { phone: displayPhone(normalized) })}>
      {trust.isError && <ErrorMessage error={trust.error} onRetry={() => void trust.refetch()} />}
      {view && (
        <Stack gap="3" fontSize="sm">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
            <Text>{t('phone.orders', { count: view.orders })}</Text>
            <Text>{t('phone.no_shows', { count: view.noShows })}</Text>
            <HStack>
              {blocked ? (
                <Badge colorPalette="red">
                  <LuBan aria-hidden /> {t('phone.blocked')}
                </Badge>
              ) : (
                <Badge colorPalette="green">
                  <LuShieldCheck aria-hidden /> {t('phone.not_blocked')}
                </Badge>
              )}
            </HStack>
          </SimpleGrid>
          {blocked && (
            <Text>
              <bdi>{t('phone.blocked_because', { reason: blocked.reason })}</bdi>
            </Text>
          )}
          <form
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <HStack align="start" gap="2" wrap="wrap">
              <Field.Root invalid={missing} maxW="md" required>
                <Field.Label>{blocked ? t('phone.unblock_reason') : t('phone.block_reason')}</Field.Label>
                <Input
                  value={reason}
                  maxLength={MAX_BLOCK_REASON}
                  onChange={(e) => setReason(e.target.value)}
                  onBlur={() => setTouched(true)}
                />
                <FieldMessage error={missing ? t('phone.reason_required') : undefined} />
              </Field.Root>
              <Button
                type="submit"
                mt="6"
                size="sm"
                colorPalette={blocked ? 'green' : 'red'}
                loading={block.isPending}
              >
                {blocked ? t('phone.unblock') : t('phone.block')}
              </Button>
            </HStack>
          </form>
          {block.isError && <ErrorMessage error={block.error} />}
          {view.history.length > 0 && (
            <Stack as="ol" gap="1" ps="4" listStyleType="decimal" aria-label={t('phone.history')}>
              {view.history
                .slice()
                .reverse()
                .map((h) => (
                  <Box as="li" key={`${h.type}-${h.at}`}>
                    {formatDateTime(h.at, lng)} · {t(`phone.history_${h.type}`)}
                    {h.type === 'no_show' ? ` (${t(`sources.${h.source}`)})` : <bdi> — {h.reason}</bdi>}
                  </Box>
                ))}
            </Stack>
          )}
        </Stack>
      )}
    </SectionCard>
  );
}
