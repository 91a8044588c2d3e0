import { Box, type BoxProps } from '@chakra-ui/react';
import { dateDirection, formatDateTime } from '@/lib/format';

/** A short date and time in the language's format, isolated in the direction that format is written in. */
export function DateTime({ iso, lng, ...rest }: { iso: string; lng: string | undefined } & BoxProps) {
  return (
    <Box as="bdi" dir={dateDirection(lng)} whiteSpace="nowrap" {...rest}>
      {formatDateTime(iso, lng)}
    </Box>
  );
}
