import { Box } from '@chakra-ui/react';

/**
 * The thin bar at the top of the window while a route loads: an indeterminate progress bar drawn with the theme's
 * `position` keyframes, as Chakra's Progress draws it (Progress itself would bring its zag machine into every
 * page's first load for this one bar).
 */
export function PageLoadingBar({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      position="fixed"
      top="0"
      insetInline="0"
      zIndex="toast"
      h="1"
      overflow="hidden"
      bg="brand.subtle"
    >
      <Box
        position="absolute"
        insetBlock="0"
        w="40%"
        bg="brand.solid"
        animation="position 1s ease infinite"
        css={{ '--animate-from-x': '-40%', '--animate-to-x': '100%' }}
      />
    </Box>
  );
}
