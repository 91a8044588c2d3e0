import { Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';
import { useQuery } from '@tanstack/react-query';
import { slotDay, type SlotView } from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slotQueries } from '@/api/slots';
import { SectionCard } from '@/components/ui/section-card';
import { formatSlotDay, formatSlotTime } from '@/lib/format';
import { groupByPart, openPartsOf } from '../slot-parts';

/** When the order is wanted: as soon as possible, or a 15-minute slot (its start, ISO UTC). */
export type SlotChoice = { mode: 'asap' | 'later'; slot: string | null };

/**
 * "As soon as possible" or a slot of today and the next two days (GET /api/slots, the shop's time), grouped by part of
 * the day (../slot-parts.ts). A full slot says so ("12:30 complet") and cannot be chosen. While the shop is closed only
 * a slot can be chosen.
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
  // The day's slots by part of the day: the chosen slot's part open, else the current or next one (openPartsOf), the
  // others a click away; a part opened or closed by hand stays so for that day.
  const parts = groupByPart(shown?.slots ?? []);
  const openParts = openPartsOf(parts, {
    chosen: choice.slot,
    today: shown?.day === slotDay(new Date().toISOString()),
  });
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

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
          <Text fontSize="sm" color="fg.muted">
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
          <Text fontSize="sm" color="fg.muted">
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
            <Stack role="group" aria-label={t('slot.times')} gap="1">
              {parts.map(({ part, slots: partSlots }) => {
                const key = `${shown?.day}:${part}`;
                const expanded = toggled[key] ?? openParts.includes(part);
                const free = partSlots.filter((s) => !s.full).length;
                return (
                  <Stack key={part} gap="2">
                    <Button
                      variant="ghost"
                      size="sm"
                      justifyContent="start"
                      aria-expanded={expanded}
                      aria-controls={expanded ? `slot-part-${part}` : undefined}
                      onClick={() => setToggled((was) => ({ ...was, [key]: !expanded }))}
                    >
                      <Box
                        as="span"
                        display="inline-flex"
                        transition="transform 0.15s"
                        transform={expanded ? undefined : 'rotate(-90deg)'}
                        _rtl={{ transform: expanded ? undefined : 'rotate(90deg)' }}
                      >
                        <LuChevronDown />
                      </Box>
                      {t(`slot.part.${part}`)}
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        · {t('slot.free', { count: free })}
                      </Text>
                    </Button>
                    {expanded && (
                      <HStack
                        id={`slot-part-${part}`}
                        role="group"
                        aria-label={t(`slot.part.${part}`)}
                        gap="2"
                        wrap="wrap"
                        ps="2"
                      >
                        {partSlots.map((s) => {
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
                              onClick={() => onChange({ mode: 'later', slot: s.start })}
                            >
                              <bdi dir="ltr">{time}</bdi>
                              {s.full && (
                                <>
                                  {' '}
                                  <Text as="span" fontSize="xs" fontWeight="normal">
                                    {t('slot.full')}
                                  </Text>
                                </>
                              )}
                            </Button>
                          );
                        })}
                      </HStack>
                    )}
                  </Stack>
                );
              })}
            </Stack>
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
