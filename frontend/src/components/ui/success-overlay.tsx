import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck } from 'react-icons/lu';

/** Success overlay with a check icon, shown after a successful send (spec §2 generic pieces). */
export function SuccessOverlay({
  title,
  text,
  actionLabel,
  onAction,
}: {
  title: string;
  text?: string;
  actionLabel?: string;
  onAction?: () => void;
}) {
  return (
    <Box
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="blackAlpha.600"
      display="flex"
      alignItems="center"
      justifyContent="center"
      p="4"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="success-overlay-title"
    >
      <Stack
        bg="bg"
        borderRadius="xl"
        p="8"
        maxW="sm"
        w="full"
        align="center"
        textAlign="center"
        gap="4"
        boxShadow="xl"
      >
        <Box color="green.600" fontSize="6xl">
          <LuCircleCheck aria-hidden />
        </Box>
        <Heading id="success-overlay-title" size="lg">
          {title}
        </Heading>
        {text && <Text color="fg.muted">{text}</Text>}
        {actionLabel && onAction && (
          <Button colorPalette="brand" onClick={onAction} autoFocus>
            {actionLabel}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
