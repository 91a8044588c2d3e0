import { ReadyBoard } from '@/features/ready-board';

/** /screen/ready (public, outside the shop's frame): the "orders ready" board for the TV. Lazy route module. */
export function Component() {
  return <ReadyBoard />;
}
