import { Box, Button, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCheck } from 'react-icons/lu';

export type ProgressStep = { key: string; label: string };

/**
 * Multi-step progress bar (spec §2 generic pieces): done steps ticked, the active one highlighted; the active step
 * shows a 'Valider' button when a handler exists (`validate`: a click handler, or the id of the form it submits).
 */
export function StepProgress({
  steps,
  current,
  validate,
}: {
  steps: ProgressStep[];
  current: number;
  validate?: { label: string; onClick?: () => void; form?: string; loading?: boolean };
}) {
  return (
    <Stack as="ol" listStyleType="none" direction="row" gap="0" w="full" mb="6">
      {steps.map((step, i) => {
        const state = i < current ? 'done' : i === current ? 'active' : 'todo';
        return (
          <Box
            as="li"
            key={step.key}
            flex="1"
            minW="0"
            aria-current={state === 'active' ? 'step' : undefined}
            data-state={state}
          >
            <HStack gap="0">
              <Box flex="1" h="2px" bg={i === 0 ? 'transparent' : i <= current ? 'brand.solid' : 'border'} />
              <Circle
                size="8"
                fontWeight="bold"
                fontSize="sm"
                bg={state === 'todo' ? 'bg.muted' : 'brand.solid'}
                color={state === 'todo' ? 'fg.muted' : 'brand.contrast'}
              >
                {state === 'done' ? <LuCheck aria-hidden /> : i + 1}
              </Circle>
              <Box
                flex="1"
                h="2px"
                bg={i === steps.length - 1 ? 'transparent' : i < current ? 'brand.solid' : 'border'}
              />
            </HStack>
            <Stack align="center" gap="2" mt="2" px="1">
              <Text
                fontSize="sm"
                textAlign="center"
                fontWeight={state === 'active' ? 'semibold' : 'normal'}
                color={state === 'todo' ? 'fg.muted' : 'fg'}
              >
                {step.label}
              </Text>
              {state === 'active' && validate && (validate.onClick || validate.form) && (
                <Button
                  size="xs"
                  colorPalette="brand"
                  type={validate.form ? 'submit' : 'button'}
                  form={validate.form}
                  onClick={validate.onClick}
                  loading={validate.loading}
                >
                  {validate.label}
                </Button>
              )}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
