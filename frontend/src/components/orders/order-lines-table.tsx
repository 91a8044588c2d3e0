import { Image, Table } from '@chakra-ui/react';
import { portionText, type PricedOption, type Size } from '@shop/contracts/core';
import { useTranslation } from 'react-i18next';
import { ChosenOptions } from './chosen-options';
import { LinePriceCells } from './order-summary';

export type OrderLineRow = {
  id: string;
  name?: string;
  img?: string;
  size?: Size;
  /** The choices of the line (none on lines of before options). */
  options?: readonly PricedOption[];
  /** Unit price paid, and before the discount (struck through when higher). */
  unitPrice: number;
  price: number;
  quantity: number;
  lineTotal: number;
};

/**
 * The ordered products of spec §2 (image, name, portion, price, quantity, total), for the order detail and the
 * checkout confirmation alike.
 */
export function OrderLinesTable({ lines }: { lines: readonly OrderLineRow[] }) {
  const { t } = useTranslation('orders');
  return (
    <Table.Root size="sm">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('columns.image')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.name')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('columns.portion')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('columns.price')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('columns.quantity')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('columns.total')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((line) => (
          <Table.Row key={line.id}>
            <Table.Cell>
              {line.img && <Image src={line.img} alt="" boxSize="12" objectFit="cover" borderRadius="md" />}
            </Table.Cell>
            <Table.Cell fontWeight="medium">
              {line.name}
              <ChosenOptions options={line.options} />
            </Table.Cell>
            <Table.Cell>{line.size && <bdi dir="ltr">{portionText(line.size)}</bdi>}</Table.Cell>
            <LinePriceCells line={line} />
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
