import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  lastStepOf,
  MAX_RATING_ANSWER,
  MAX_RATING_COMMENT,
  MAX_STARS,
  ratingDeadline,
  ratingWindowOpen,
  type OrderView,
} from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuStar } from 'react-icons/lu';
import { DateTime } from '@/components/ui/date-time';
import { SectionCard } from '@/components/ui/section-card';
import { toaster } from '@/components/ui/toaster';
import { errorText } from '@/lib/errors';
import { useAnswerRating, useRateOrder } from '../api/commands';

// The rating of a delivered or served order (docs/phone-and-trust.md "Ratings"): the customer gives 1–5 stars and a
// comment once, within 3 days of the last step; staff read it on the order page and answer privately, and the
// customer reads the answer on theirs. The server decides (its clock, its rules); the client only hides what it
// would refuse.

const stars = Array.from({ length: MAX_STARS }, (_, i) => i + 1);

/** When the order's last step was confirmed (delivered or served), if it was. */
const finishedAt = (order: OrderView): string | null =>
  order.cancelled ? null : (order.states.find((s) => s.name === lastStepOf(order.type))?.date ?? null);

export function OrderRating({ order, staff }: { order: OrderView; staff: boolean }) {
  const { t } = useTranslation('orders');
  const finished = finishedAt(order);
  if (order.rating) return <GivenRating order={order} rating={order.rating} staff={staff} />;
  if (staff || !finished || !ratingWindowOpen(finished, new Date())) return null;
  return (
    <SectionCard as="h3" title={t('rating.title')}>
      <RateForm orderId={order._id} deadline={ratingDeadline(finished)} />
    </SectionCard>
  );
}

function Stars({ value }: { value: number }) {
  const { t } = useTranslation('orders');
  return (
    <HStack gap="0.5" role="img" aria-label={t('rating.stars', { n: value })}>
      {stars.map((n) => (
        <LuStar
          key={n}
          aria-hidden
          fill={n <= value ? 'currentColor' : 'none'}
          color="var(--chakra-colors-orange-500)"
        />
      ))}
    </HStack>
  );
}

function RateForm({ orderId, deadline }: { orderId: string; deadline: string }) {
  const { t, i18n } = useTranslation('orders');
  const rate = useRateOrder();
  const [value, setValue] = useState(0);
  const [comment, setComment] = useState('');
  const submit = () =>
    rate.mutate(
      { orderId, stars: value, comment },
      {
        onSuccess: () => toaster.create({ type: 'success', title: t('rating.thanks') }),
        onError: (error) => toaster.create({ type: 'error', title: errorText(error, i18n.resolvedLanguage) }),
      },
    );
  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {t('rating.until')} <DateTime iso={deadline} lng={i18n.resolvedLanguage} />
      </Text>
      <HStack gap="1" role="group" aria-label={t('rating.choose')}>
        {stars.map((n) => (
          <Button
            key={n}
            size="sm"
            variant={n <= value ? 'solid' : 'outline'}
            colorPalette="orange"
            aria-pressed={n === value}
            aria-label={t('rating.stars', { n })}
            onClick={() => setValue(n)}
          >
            <LuStar aria-hidden fill={n <= value ? 'currentColor' : 'none'} />
          </Button>
        ))}
      </HStack>
      <Field.Root>
        <Field.Label>{t('rating.comment')}</Field.Label>
        <Textarea
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          rows={3}
          dir="auto"
          maxLength={MAX_RATING_COMMENT}
        />
      </Field.Root>
      <HStack>
        <Button colorPalette="brand" disabled={value === 0} loading={rate.isPending} onClick={submit}>
          {t('rating.submit')}
        </Button>
      </HStack>
    </Stack>
  );
}

function GivenRating({
  order,
  rating,
  staff,
}: {
  order: OrderView;
  rating: NonNullable<OrderView['rating']>;
  staff: boolean;
}) {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.resolvedLanguage;
  return (
    <SectionCard as="h3" title={staff ? t('rating.customer_title') : t('rating.yours')}>
      <Stack gap="3" fontSize="sm">
        <HStack gap="3" wrap="wrap">
          <Stars value={rating.stars} />
          <Text fontWeight="medium">
            <bdi dir="ltr">
              {rating.stars}/{MAX_STARS}
            </bdi>
          </Text>
          <Text color="fg.muted">
            <DateTime iso={rating.at} lng={lng} />
          </Text>
        </HStack>
        {rating.comment && (
          <Text role="group" aria-label={t('rating.comment')} whiteSpace="pre-wrap">
            <bdi>{rating.comment}</bdi>
          </Text>
        )}
        {rating.answer ? (
          <Stack gap="1" borderStartWidth="3px" borderColor="brand.solid" ps="3">
            <Text color="fg.muted">{t('rating.answer_title')}</Text>
            <Text role="group" aria-label={t('rating.answer_title')} whiteSpace="pre-wrap">
              <bdi>{rating.answer.text}</bdi>
            </Text>
          </Stack>
        ) : (
          staff && <AnswerForm orderId={order._id} />
        )}
      </Stack>
    </SectionCard>
  );
}

function AnswerForm({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('orders');
  const answerRating = useAnswerRating();
  const [answer, setAnswer] = useState('');
  const submit = () =>
    answerRating.mutate(
      { orderId, answer },
      {
        onSuccess: () => toaster.create({ type: 'success', title: t('rating.answered') }),
        onError: (error) => toaster.create({ type: 'error', title: errorText(error, i18n.resolvedLanguage) }),
      },
    );
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{t('rating.answer_label')}</Field.Label>
        <Textarea
          value={answer}
          onChange={(e) => setAnswer(e.target.value)}
          rows={3}
          dir="auto"
          maxLength={MAX_RATING_ANSWER}
        />
        <Field.HelperText>{t('rating.answer_private')}</Field.HelperText>
      </Field.Root>
      <HStack>
        <Button
          colorPalette="brand"
          disabled={answer.trim() === ''}
          loading={answerRating.isPending}
          onClick={submit}
        >
          {t('rating.answer_submit')}
        </Button>
      </HStack>
    </Stack>
  );
}
