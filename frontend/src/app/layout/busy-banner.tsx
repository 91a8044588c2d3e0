import { Box, Container, Text } from '@chakra-ui/react';
import { kitchenAt, type KitchenState } from '@shop/contracts/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSlotTime } from '@/lib/format';

/** The next instant the banner changes by itself (a pause or a delay ending), if any within a day. */
const nextEnd = (kitchen: KitchenState | null | undefined, now: number): number | null => {
  const ends = [kitchen?.pausedUntil, kitchen?.delay?.until]
    .map((iso) => (iso ? Date.parse(iso) : NaN))
    .filter((t) => t > now && t - now < 86_400_000);
  return ends.length ? Math.min(...ends) : null;
};

/**
 * Busy mode in the header (docs/kitchen.md): "Right now: about 45 min", and when orders reopen during a pause. Read
 * from the settings every page frame already has (no request of its own); it goes away by itself when the pause or
 * the delay ends, and a `settings` change message brings staff's changes live.
 */
export function BusyBanner({ kitchen }: { kitchen: KitchenState | null | undefined }) {
  const { t, i18n } = useTranslation('layout');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const end = nextEnd(kitchen, Date.now());
    if (end === null) return;
    const timer = setTimeout(() => setNow(Date.now()), end - Date.now() + 500);
    return () => clearTimeout(timer);
  }, [kitchen, now]);
  const state = kitchenAt(kitchen, new Date(now));
  if (!state.busy) return null;
  return (
    <Box role="status" aria-label={t('busy.label')} bg="orange.100" color="orange.950" fontSize="sm">
      <Container maxW="7xl" px={{ base: '3', md: '6' }} py="1" textAlign="center">
        <Text fontWeight="medium">
          {state.pausedUntil && (
            <>{t('busy.paused', { time: formatSlotTime(state.pausedUntil, i18n.language) })} · </>
          )}
          {t('busy.wait', { minutes: state.waitMinutes })}
        </Text>
      </Container>
    </Box>
  );
}
