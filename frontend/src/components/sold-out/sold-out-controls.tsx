import { Badge, Button, HStack, Input, Stack } from '@chakra-ui/react';
import { holds, nextShopTime, type SoldOutMark } from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuBan, LuRotateCcw } from 'react-icons/lu';
import { useMarkBackOnSale, useMarkSoldOut, type SoldOutTarget } from '@/api/sold-out';
import { toaster } from '@/components/ui/toaster';
import { errorText } from '@/lib/errors';
import { formatSlotTime } from '@/lib/format';

/**
 * Sold out in two taps (docs/kitchen.md "Sold out"), for the orders screen and the products list: "Sold out…" opens
 * the three ends (tonight's closing, until I turn it back, until a time of the shop's clock); a sold-out target says
 * until when, with "Back on sale".
 */
export function SoldOutControls({
  target,
  name,
  mark,
  expanded = false,
}: {
  /** The ends shown at once (the orders screen's panel, where the target was just picked): one tap marks it. */
  expanded?: boolean;
  target: SoldOutTarget;
  /** What the buttons name: the product, or "product (choice)". */
  name: string;
  mark: SoldOutMark | null | undefined;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const [opened, setOpen] = useState(false);
  const open = expanded || opened;
  const [time, setTime] = useState('');
  const markSoldOut = useMarkSoldOut();
  const backOnSale = useMarkBackOnSale();
  const failed = (error: unknown) =>
    toaster.create({ type: 'error', title: errorText(error, i18n.resolvedLanguage) });
  const markUntil = (until: string) =>
    markSoldOut.mutate(
      { ...target, until },
      {
        onSuccess: () => {
          setOpen(false);
          toaster.create({ type: 'success', title: t('soldOut.marked', { name }) });
        },
        onError: failed,
      },
    );

  if (holds(mark, new Date()))
    return (
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette="red" variant="solid">
          {mark!.until
            ? t('soldOut.until', { time: formatSlotTime(mark!.until, i18n.resolvedLanguage) })
            : t('soldOut.untilBack')}
        </Badge>
        <Button
          size="xs"
          variant="outline"
          colorPalette="green"
          aria-label={t('soldOut.backOnSaleLabel', { name })}
          loading={backOnSale.isPending}
          onClick={() =>
            backOnSale.mutate(target, {
              onSuccess: () => toaster.create({ type: 'success', title: t('soldOut.back', { name }) }),
              onError: failed,
            })
          }
        >
          <LuRotateCcw aria-hidden /> {t('soldOut.backOnSale')}
        </Button>
      </HStack>
    );

  if (!open)
    return (
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={t('soldOut.markLabel', { name })}
        aria-expanded={false}
        onClick={() => setOpen(true)}
      >
        <LuBan aria-hidden /> {t('soldOut.mark')}
      </Button>
    );

  return (
    <Stack
      role="group"
      aria-label={t('soldOut.choose', { name })}
      gap="2"
      borderWidth="1px"
      borderRadius="md"
      p="2"
    >
      <Button
        size="xs"
        colorPalette="red"
        loading={markSoldOut.isPending}
        onClick={() => markUntil('closing')}
      >
        {t('soldOut.untilClosing')}
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => markUntil('manual')}>
        {t('soldOut.manual')}
      </Button>
      <HStack gap="2">
        <Input
          type="time"
          size="xs"
          maxW="28"
          aria-label={t('soldOut.timeLabel')}
          value={time}
          onChange={(e) => setTime(e.target.value)}
        />
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          disabled={!/^\d\d:\d\d$/.test(time)}
          onClick={() => markUntil(nextShopTime(time))}
        >
          {t('soldOut.untilTime')}
        </Button>
      </HStack>
      {!expanded && (
        <Button size="xs" variant="ghost" onClick={() => setOpen(false)}>
          {t('soldOut.cancel')}
        </Button>
      )}
    </Stack>
  );
}
