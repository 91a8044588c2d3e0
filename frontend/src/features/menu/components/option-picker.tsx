import { Box, Checkbox, HStack, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import {
  formatAmount,
  labelIn,
  pickLanguage,
  type ChosenOption,
  type OptionGroup,
} from '@shop/contracts/core';

/** How many choices a group asks for, in words ("Choose 1", "Up to 3", "2 to 3"). */
function useGroupRule() {
  const { t } = useTranslation('menu');
  return (group: OptionGroup) =>
    group.min === group.max
      ? t('options.exactly', { count: group.min })
      : group.min === 0
        ? t('options.upTo', { count: group.max })
        : t('options.between', { min: group.min, max: group.max });
}

/**
 * The option groups of a product page: one radio group per group of exactly one choice, checkboxes otherwise (a
 * choice beyond the group's max is disabled). Each choice shows its price delta.
 */
export function OptionPicker({
  groups,
  chosen,
  onChange,
  soldOut = () => false,
}: {
  groups: readonly OptionGroup[];
  chosen: readonly ChosenOption[];
  onChange: (chosen: ChosenOption[]) => void;
  /** A choice sold out now (docs/kitchen.md): shown marked, and cannot be picked. */
  soldOut?: (choiceId: string) => boolean;
}) {
  const { t, i18n } = useTranslation('menu');
  const language = pickLanguage(i18n.resolvedLanguage);
  const rule = useGroupRule();
  const picked = (group: OptionGroup) => chosen.filter((c) => c.groupId === group.id).map((c) => c.choiceId);
  const setGroup = (group: OptionGroup, choiceIds: string[]) =>
    onChange([
      ...chosen.filter((c) => c.groupId !== group.id),
      ...choiceIds.map((choiceId) => ({ groupId: group.id, choiceId })),
    ]);
  const choiceLabel = (choice: OptionGroup['choices'][number]) => (
    <HStack as="span" gap="2">
      <bdi>{labelIn(choice.label, language)}</bdi>
      {choice.priceDelta > 0 && (
        <Text as="span" color="gray.600">
          <bdi dir="ltr">+{formatAmount(choice.priceDelta)}</bdi>
        </Text>
      )}
      {soldOut(choice.id) && (
        <Text as="span" color="red.600" fontSize="sm">
          ({t('soldOutChoice')})
        </Text>
      )}
    </HStack>
  );

  return (
    <Stack gap="4">
      {groups.map((group) => {
        const ids = picked(group);
        const legend = labelIn(group.label, language);
        return (
          <Box as="fieldset" key={group.id} borderWidth="1px" borderRadius="md" p="3">
            <Box as="legend" px="1" fontWeight="semibold">
              <bdi>{legend}</bdi>{' '}
              <Text as="span" fontWeight="normal" color="gray.600" fontSize="sm">
                ({rule(group)})
              </Text>
            </Box>
            {group.max === 1 ? (
              <RadioGroup.Root
                value={ids[0] ?? null}
                onValueChange={(e) => setGroup(group, e.value ? [e.value] : [])}
                aria-label={legend}
              >
                <Stack gap="2">
                  {group.choices.map((choice) => (
                    <RadioGroup.Item key={choice.id} value={choice.id} disabled={soldOut(choice.id)}>
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <RadioGroup.ItemText>{choiceLabel(choice)}</RadioGroup.ItemText>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
            ) : (
              <Stack gap="2">
                {group.choices.map((choice) => {
                  const checked = ids.includes(choice.id);
                  return (
                    <Checkbox.Root
                      key={choice.id}
                      checked={checked}
                      disabled={!checked && (ids.length >= group.max || soldOut(choice.id))}
                      onCheckedChange={(e) =>
                        setGroup(
                          group,
                          e.checked ? [...ids, choice.id] : ids.filter((id) => id !== choice.id),
                        )
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{choiceLabel(choice)}</Checkbox.Label>
                    </Checkbox.Root>
                  );
                })}
              </Stack>
            )}
          </Box>
        );
      })}
    </Stack>
  );
}
