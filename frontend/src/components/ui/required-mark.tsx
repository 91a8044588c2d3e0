import { chakra } from '@chakra-ui/react';

/** Red asterisk of a required field (spec §5). */
export function RequiredMark() {
  return (
    <chakra.span color="red.600" aria-hidden="true" marginStart="0.5">
      *
    </chakra.span>
  );
}
