import { Box, Button, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { isRtl, languages } from '@shop/contracts/core';
import { TextField } from '@/components/ui/form-field';
import type { ProductFormValues } from '../forms';
import { newOptionChoice, newOptionGroup } from '../option-groups-form';

type FormParts = {
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  err: (message?: string) => string | undefined;
};

/**
 * The product form's options and extras (docs/catalogue.md "Options and extras"): groups of choices with their
 * labels in fr/en/ar, how many choices a customer picks (min, max) and each choice's price delta.
 */
export function OptionGroupsField(parts: FormParts) {
  const { t } = useTranslation('catalogue-admin');
  const groups = useFieldArray({ control: parts.control, name: 'optionGroups', keyName: 'key' });
  return (
    <Box as="fieldset">
      <Box as="legend" fontWeight="semibold" mb="1">
        {t('options.title')}
      </Box>
      <Text fontSize="sm" color="gray.600" mb="3">
        {t('options.hint')}
      </Text>
      <Stack gap="4">
        {groups.fields.map((group, index) => (
          <GroupFields key={group.key} index={index} onRemove={() => groups.remove(index)} {...parts} />
        ))}
        <Button
          alignSelf="start"
          variant="outline"
          size="sm"
          disabled={groups.fields.length >= 10}
          onClick={() => groups.append(newOptionGroup())}
        >
          <LuPlus /> {t('options.add_group')}
        </Button>
      </Stack>
    </Box>
  );
}

function GroupFields({
  index,
  onRemove,
  control,
  register,
  errors,
  err,
}: FormParts & { index: number; onRemove: () => void }) {
  const { t } = useTranslation('catalogue-admin');
  const choices = useFieldArray({ control, name: `optionGroups.${index}.choices`, keyName: 'key' });
  const n = index + 1;
  const groupErrors = errors.optionGroups?.[index];
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="4">
      <HStack as="legend" px="1" gap="2">
        <Text fontWeight="semibold">{t('options.group', { n })}</Text>
        <IconButton
          aria-label={t('options.remove_group', { n })}
          size="xs"
          variant="ghost"
          colorPalette="red"
          onClick={onRemove}
        >
          <LuTrash2 />
        </IconButton>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {languages.map((lng) => (
          <TextField
            key={lng}
            label={t(`options.group_${lng}`)}
            required={lng === 'fr'}
            dir={isRtl(lng) ? 'rtl' : undefined}
            {...register(`optionGroups.${index}.${lng}`)}
            error={err(groupErrors?.[lng]?.message)}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={2} gap="3" maxW="sm">
        <TextField
          label={t('options.min')}
          inputMode="numeric"
          {...register(`optionGroups.${index}.min`)}
          error={err(groupErrors?.min?.message)}
        />
        <TextField
          label={t('options.max')}
          inputMode="numeric"
          {...register(`optionGroups.${index}.max`)}
          error={err(groupErrors?.max?.message)}
        />
      </SimpleGrid>
      <Stack gap="2" mt="2">
        {choices.fields.map((choice, c) => {
          const m = c + 1;
          const choiceErrors = groupErrors?.choices?.[c];
          return (
            <HStack key={choice.key} align="start" gap="2" wrap="wrap">
              {languages.map((lng) => (
                <Box key={lng} flex="1" minW="32">
                  <TextField
                    label={t(`options.choice_${lng}`, { n: m })}
                    required={lng === 'fr'}
                    dir={isRtl(lng) ? 'rtl' : undefined}
                    {...register(`optionGroups.${index}.choices.${c}.${lng}`)}
                    error={err(choiceErrors?.[lng]?.message)}
                  />
                </Box>
              ))}
              <Box w="32">
                <TextField
                  label={t('options.price_delta', { n: m })}
                  inputMode="numeric"
                  {...register(`optionGroups.${index}.choices.${c}.priceDelta`)}
                  error={err(choiceErrors?.priceDelta?.message)}
                />
              </Box>
              <IconButton
                mt="7"
                aria-label={t('options.remove_choice', { n: m })}
                size="sm"
                variant="ghost"
                colorPalette="red"
                disabled={choices.fields.length <= 1}
                onClick={() => choices.remove(c)}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
          );
        })}
        <Button
          alignSelf="start"
          variant="ghost"
          size="sm"
          disabled={choices.fields.length >= 20}
          onClick={() => choices.append(newOptionChoice())}
        >
          <LuPlus /> {t('options.add_choice')}
        </Button>
      </Stack>
    </Box>
  );
}
