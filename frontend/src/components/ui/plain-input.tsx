import { chakra, useRecipe, type HTMLChakraProps } from '@chakra-ui/react';

/**
 * An <input> drawn by the theme's input recipe, like Chakra's Input, without its ark Field machinery (~4 KB gzip):
 * for an input on a public page's first load that needs no field context (label, error text), as PlainSelect.
 */
export function PlainInput({
  size = 'sm',
  ...props
}: HTMLChakraProps<'input'> & { size?: '2xs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' }) {
  const recipe = useRecipe({ key: 'input' });
  return <chakra.input css={recipe({ size })} {...props} />;
}
