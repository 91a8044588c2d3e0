import { Text, type TextProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { optionsText, pickLanguage, type PricedOption } from '@shop/contracts/core';

/** The text of a line's choices in the current language ("Taille: XL · Suppléments: Fromage"). */
export function useOptionsText() {
  const { i18n } = useTranslation();
  const language = pickLanguage(i18n.resolvedLanguage);
  return (options: readonly PricedOption[] | undefined) => optionsText(options ?? [], language);
}

/** The choices of a cart or order line, under its name; nothing for a line without choices. */
export function ChosenOptions({
  options,
  ...rest
}: { options: readonly PricedOption[] | undefined } & TextProps) {
  const text = useOptionsText()(options);
  if (!text) return null;
  return (
    <Text fontSize="sm" color="gray.600" fontWeight="normal" {...rest}>
      <bdi>{text}</bdi>
    </Text>
  );
}
