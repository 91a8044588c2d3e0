import { Box, type BoxProps } from '@chakra-ui/react';
import { formatAmount } from '@shop/contracts/core';

/** An amount in DA. Always left-to-right, in Arabic too (spec: amounts stay LTR). */
export function Amount({ value, ...rest }: { value: number } & BoxProps) {
  return (
    <Box as="bdi" dir="ltr" whiteSpace="nowrap" {...rest}>
      {formatAmount(value)}
    </Box>
  );
}
