import { Box, chakra, Circle, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { OrderView } from '@shop/contracts/core';
import { useTranslation } from 'react-i18next';
import { LuCheck } from 'react-icons/lu';
import { DateTime } from '@/components/ui/date-time';
import { stepDisplays, stepLabel } from '@/lib/order-steps';

/**
 * The step tracker of spec §4: confirmed steps with their date and time, the active one 'En cours...'.
 * With `onStep` (staff) every step not yet confirmed is a button that confirms it.
 */
export function StepTracker({
  order,
  onStep,
  busyStep,
}: {
  order: Pick<OrderView, 'states' | 'cancelled'>;
  onStep?: (step: string) => void;
  busyStep?: string;
}) {
  const { t, i18n } = useTranslation('orders');
  const lng = i18n.resolvedLanguage;
  const displays = stepDisplays(order.states, !!order.cancelled);
  return (
    <Stack
      as="ol"
      listStyleType="none"
      direction={{ base: 'column', md: 'row' }}
      gap={{ base: '3', md: '0' }}
      aria-label={t('detail.steps')}
    >
      {order.states.map((state, i) => {
        const display = displays[i]!;
        const clickable = !!onStep && !state.confirmed && !order.cancelled;
        const content = (
          <Stack
            direction={{ base: 'row', md: 'column' }}
            align="center"
            gap="2"
            textAlign={{ md: 'center' }}
          >
            <Circle
              size="9"
              bg={display === 'done' ? 'green.600' : display === 'active' ? 'brand.solid' : 'bg.muted'}
              color={display === 'todo' ? 'fg.muted' : 'white'}
              fontWeight="bold"
              fontSize="sm"
              outline={busyStep === state.name ? '3px solid' : undefined}
              outlineColor="brand.muted"
            >
              {display === 'done' ? <LuCheck aria-hidden /> : i + 1}
            </Circle>
            <Box>
              <Text fontWeight={display === 'active' ? 'bold' : 'medium'}>{stepLabel(state.name, lng)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {state.confirmed && state.date ? (
                  <DateTime iso={state.date} lng={lng} />
                ) : display === 'active' ? (
                  t('detail.in_progress')
                ) : (
                  ' '
                )}
              </Text>
            </Box>
          </Stack>
        );
        return (
          <Box
            as="li"
            key={state.name}
            flex="1"
            data-state={display}
            aria-current={display === 'active' ? 'step' : undefined}
          >
            {clickable ? (
              <chakra.button
                type="button"
                w="full"
                py="2"
                borderRadius="md"
                cursor="pointer"
                _hover={{ bg: 'bg.muted' }}
                onClick={() => onStep(state.name)}
                title={t('detail.confirm_step', { step: stepLabel(state.name, lng) })}
                disabled={!!busyStep}
              >
                {/* Named by what it does and by what it shows (WCAG 2.5.3: the visible text is in the name). */}
                <VisuallyHidden>
                  {t('detail.confirm_step', { step: stepLabel(state.name, lng) })}
                </VisuallyHidden>
                {content}
              </chakra.button>
            ) : (
              <Box py="2">{content}</Box>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
