import { Box, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { Amount } from '@/components/ui/amount';

// What the order confirmation (checkout) and the order detail (orders) show alike: the price cells of an order
// line and the totals footer ending with the amount to pay.

/**
 * The last three cells of an order line: the unit price (with the price before the discount struck through when
 * there is one), the quantity and the line total.
 */
export function LinePriceCells({
  line: { unitPrice, price, quantity, lineTotal },
}: {
  line: { unitPrice: number; price: number; quantity: number; lineTotal: number };
}) {
  return (
    <>
      <Table.Cell textAlign="end">
        <Stack gap="0" align="end">
          <Amount value={unitPrice} />
          {price > unitPrice && (
            <Amount value={price} textDecoration="line-through" color="fg.muted" fontSize="xs" />
          )}
        </Stack>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <bdi dir="ltr">{quantity}</bdi>
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Amount value={lineTotal} />
      </Table.Cell>
    </>
  );
}

/** One line of the totals footer: its label, then its value at the end (a group named by the label). */
export function TotalRow({ label, children }: { label: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <HStack justify="space-between">
      <Text id={id}>{label}</Text>
      <Box role="group" aria-labelledby={id}>
        {children}
      </Box>
    </HStack>
  );
}

/** The totals footer: its lines (children), then the amount to pay (named by its label) under a rule. */
export function OrderTotals({
  toPayLabel,
  total,
  fontSize,
  children,
}: {
  toPayLabel: ReactNode;
  total: number;
  fontSize?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack gap="2" fontSize={fontSize}>
      {children}
      <HStack justify="space-between" fontSize="lg" fontWeight="bold" pt="2" borderTopWidth="1px">
        <Text id={id}>{toPayLabel}</Text>
        <Amount value={total} role="group" aria-labelledby={id} />
      </HStack>
    </Stack>
  );
}
