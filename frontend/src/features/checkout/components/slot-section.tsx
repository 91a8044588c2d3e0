import { Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { slotDay, type SlotView } from '@shop/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slotQueries } from '@/api/slots';
import { SectionCard } from '@/components/ui/section-card';
import { formatSlotDay, formatSlotTime } from '@/lib/format';

/** When the order is wanted: as soon as possible, or a 15-minute slot (its start, ISO UTC). */
export type SlotChoice = { mode: 'asap' | 'later'; slot: string | null };

/**
 * "As soon as possible" or a slot of today and the next two days (GET /api/slots, the shop's time). Full slots are
 * shown greyed out and cannot be chosen. While the shop is closed only a slot can be chosen.
 */
export function SlotSection({
  choice,
  onChange,
  closed,
}: {
  choice: SlotChoice;
  onChange: (choice: SlotChoice) => void;
  closed: boolean;
}) {
  const { t, i18n } = useTranslation('checkout');
  const lng = i18n.resolvedLanguage;
  const slots = useQuery(slotQueries.list());
  const days = groupByDay(slots.data?.slots ?? []);
  const [pickedDay, setPickedDay] = useState<string>();
  const day = choice.slot ? slotDay(choice.slot) : (pickedDay ?? days[0]?.day);
  const shown = days.find((d) => d.day === day) ?? days[0];

  return (
    <SectionCard title={t('slot.title')}>
      <Stack gap="2" role="radiogroup" aria-label={t('slot.title')}>
        <Choice
          label={t('slot.asap')}
          checked={choice.mode === 'asap'}
          disabled={closed}
          onSelect={() => onChange({ mode: 'asap', slot: null })}
        />
        {closed && (
          <Text fontSize="sm" color="fg.muted" data-testid="slot-closed">
            {t('slot.closed_now')}
          </Text>
        )}
        <Choice
          label={t('slot.later')}
          checked={choice.mode === 'later'}
          onSelect={() => onChange({ mode: 'later', slot: choice.slot })}
        />
      </Stack>
      {choice.mode === 'later' &&
        (days.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" data-testid="slot-none">
            {slots.isPending ? t('slot.loading') : t('slot.none')}
          </Text>
        ) : (
          <Stack gap="3">
            <NativeSelect.Root maxW="xs">
              <NativeSelect.Field
                aria-label={t('slot.day')}
                value={shown?.day}
                onChange={(e) => {
                  setPickedDay(e.target.value);
                  onChange({ mode: 'later', slot: null });
                }}
              >
                {days.map((d) => (
                  <option key={d.day} value={d.day}>
                    {formatSlotDay(d.slots[0]!.start, lng)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <HStack role="group" aria-label={t('slot.times')} gap="2" wrap="wrap" data-testid="slot-times">
              {shown?.slots.map((s) => {
                const time = formatSlotTime(s.start, lng);
                return (
                  <Button
                    key={s.start}
                    size="sm"
                    minW="16"
                    variant={choice.slot === s.start ? 'solid' : 'outline'}
                    colorPalette={choice.slot === s.start ? 'brand' : 'gray'}
                    disabled={s.full}
                    aria-pressed={choice.slot === s.start}
                    aria-label={s.full ? t('slot.full_time', { time }) : time}
                    title={s.full ? t('slot.full') : undefined}
                    onClick={() => onChange({ mode: 'later', slot: s.start })}
                  >
                    <bdi dir="ltr">{time}</bdi>
                  </Button>
                );
              })}
            </HStack>
            {!choice.slot && (
              <Text fontSize="sm" color="fg.muted">
                {t('slot.pick')}
              </Text>
            )}
          </Stack>
        ))}
    </SectionCard>
  );
}

function Choice({
  label,
  checked,
  disabled,
  onSelect,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onSelect: () => void;
}) {
  return (
    <Box as="label" display="flex" alignItems="center" gap="2" opacity={disabled ? 0.5 : 1}>
      <input type="radio" name="order-time" checked={checked} disabled={disabled} onChange={onSelect} />
      <span>{label}</span>
    </Box>
  );
}

type SlotDayGroup = { day: string; slots: SlotView[] };

/** The offered slots per local day, in order (days without a free slot are still listed: greyed out). */
function groupByDay(slots: SlotView[]): SlotDayGroup[] {
  const groups: SlotDayGroup[] = [];
  for (const s of slots) {
    const day = slotDay(s.start);
    const last = groups[groups.length - 1];
    if (last?.day === day) last.slots.push(s);
    else groups.push({ day, slots: [s] });
  }
  return groups;
}
