import { Box, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Loading spinner overlay (spec §2 generic pieces). `fullscreen` covers the viewport, else its parent. */
export function SpinnerOverlay({ fullscreen = false }: { fullscreen?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <Box
      position={fullscreen ? 'fixed' : 'absolute'}
      inset="0"
      minH={fullscreen ? undefined : '40'}
      display="flex"
      alignItems="center"
      justifyContent="center"
      bg="bg/70"
      zIndex="overlay"
      role="status"
      aria-live="polite"
    >
      <Spinner size="xl" color="brand.solid" borderWidth="4px" />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Box>
  );
}

/** A spinner block for a section being loaded (keeps its own height). */
export function SectionSpinner() {
  return (
    <Box position="relative" minH="40">
      <SpinnerOverlay />
    </Box>
  );
}
