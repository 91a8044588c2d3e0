import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { LuChevronDown } from 'react-icons/lu';

/**
 * A native <select> drawn by the theme's nativeSelect recipe, like Chakra's NativeSelect, without its ark Field
 * machinery (~4 KB gzip): for a select on a public page's first load that needs no field context (label, error
 * text). `rootProps` size and place the box; the other props go to the <select>.
 */
export function PlainSelect({
  size = 'sm',
  rootProps,
  ...props
}: HTMLChakraProps<'select'> & {
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  rootProps?: HTMLChakraProps<'div'>;
}) {
  const recipe = useSlotRecipe({ key: 'nativeSelect' });
  const styles = recipe({ size });
  return (
    <chakra.div css={styles.root} {...rootProps}>
      <chakra.select css={styles.field} {...props} />
      <chakra.div css={styles.indicator} aria-hidden>
        <LuChevronDown />
      </chakra.div>
    </chakra.div>
  );
}
