import { Button, HStack, IconButton, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import {
  cartLineId,
  formatAmount,
  labelIn,
  pickLanguage,
  textIn,
  type ChosenOption,
  type OptionGroup,
  type ProductView,
} from '@shop/contracts/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LuMinus, LuPlus, LuTrash2 } from 'react-icons/lu';

/** A line of the staff's order form: a product, its choices and a quantity (prices are the server's). */
export type EditedLine = {
  productId: string;
  name: string;
  options: ChosenOption[];
  optionsText: string;
  quantity: number;
  unitPrice: number;
};

export const lineKey = (l: Pick<EditedLine, 'productId' | 'options'>) => cartLineId(l.productId, l.options);

/** Adds a line, or its quantity to the same product with the same choices. */
export const addLine = (lines: EditedLine[], line: EditedLine): EditedLine[] =>
  lines.some((l) => lineKey(l) === lineKey(line))
    ? lines.map((l) => (lineKey(l) === lineKey(line) ? { ...l, quantity: l.quantity + line.quantity } : l))
    : [...lines, line];

/** The lines being edited with +/− and remove, and a picker to add a product with its choices. */
export function LineEditor({
  lines,
  onChange,
  products,
}: {
  lines: EditedLine[];
  onChange: (lines: EditedLine[]) => void;
  products: ProductView[];
}) {
  const { t, i18n } = useTranslation('phone-orders');
  const language = pickLanguage(i18n.resolvedLanguage);
  const setQuantity = (key: string, quantity: number) =>
    onChange(
      quantity <= 0
        ? lines.filter((l) => lineKey(l) !== key)
        : lines.map((l) => (lineKey(l) === key ? { ...l, quantity } : l)),
    );
  const total = lines.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
  return (
    <Stack gap="3">
      {lines.length === 0 ? (
        <Text color="fg.muted">{t('lines.empty')}</Text>
      ) : (
        <Table.Root size="sm" aria-label={t('lines.title')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('lines.product')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('lines.quantity')}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((l) => {
              const key = lineKey(l);
              return (
                <Table.Row key={key}>
                  <Table.Cell>
                    <bdi>{l.name}</bdi>
                    {l.optionsText && (
                      <Text fontSize="xs" color="fg.muted">
                        <bdi>{l.optionsText}</bdi>
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      <IconButton
                        size="xs"
                        variant="outline"
                        aria-label={`− ${l.name}`}
                        onClick={() => setQuantity(key, l.quantity - 1)}
                      >
                        <LuMinus />
                      </IconButton>
                      <Text
                        as="span"
                        minW="6"
                        textAlign="center"
                        aria-label={`${t('lines.quantity')} ${l.name}`}
                      >
                        {l.quantity}
                      </Text>
                      <IconButton
                        size="xs"
                        variant="outline"
                        aria-label={`+ ${l.name}`}
                        onClick={() => setQuantity(key, l.quantity + 1)}
                      >
                        <LuPlus />
                      </IconButton>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <IconButton
                      size="xs"
                      variant="ghost"
                      aria-label={t('lines.remove', { name: l.name })}
                      onClick={() => setQuantity(key, 0)}
                    >
                      <LuTrash2 />
                    </IconButton>
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
      {lines.length > 0 && (
        <Text fontSize="sm">
          {t('lines.total')} : <bdi dir="ltr">{formatAmount(total)}</bdi>
        </Text>
      )}
      <ProductPicker
        products={products}
        onAdd={(line) => onChange(addLine(lines, line))}
        nameOf={(p) => textIn(p, 'name', language)}
        labelOf={(label) => labelIn(label, language)}
      />
    </Stack>
  );
}

function ProductPicker({
  products,
  onAdd,
  nameOf,
  labelOf,
}: {
  products: ProductView[];
  onAdd: (line: EditedLine) => void;
  nameOf: (p: ProductView) => string;
  labelOf: (label: OptionGroup['label']) => string;
}) {
  const { t } = useTranslation('phone-orders');
  const id = useId();
  const [productId, setProductId] = useState('');
  const [choices, setChoices] = useState<Record<string, string>>({});
  const product = products.find((p) => p._id === productId);
  const groups = product?.optionGroups ?? [];
  // One choice per group here (a group of several choices takes them in separate lines); a required group must have one.
  const complete = product && groups.every((g) => g.min === 0 || choices[g.id]);
  const add = () => {
    if (!product || !complete) return;
    const options = groups
      .filter((g) => choices[g.id])
      .map((g) => ({ groupId: g.id, choiceId: choices[g.id]! }));
    const picked = groups.flatMap((g) =>
      g.choices.filter((c) => c.id === choices[g.id]).map((c) => ({ g, c })),
    );
    onAdd({
      productId: product._id,
      name: nameOf(product),
      options,
      optionsText: picked.map(({ g, c }) => `${labelOf(g.label)}: ${labelOf(c.label)}`).join(' · '),
      quantity: 1,
      unitPrice: product.finalPrice + picked.reduce((sum, { c }) => sum + c.priceDelta, 0),
    });
    setProductId('');
    setChoices({});
  };
  return (
    <HStack gap="2" wrap="wrap" align="end">
      <NativeSelect.Root size="sm" maxW="xs">
        <NativeSelect.Field
          id={`${id}-product`}
          aria-label={t('lines.choose_product')}
          value={productId}
          onChange={(e) => {
            setProductId(e.target.value);
            setChoices({});
          }}
        >
          <option value="">{t('lines.choose_product')}</option>
          {products.map((p) => (
            <option key={p._id} value={p._id}>
              {nameOf(p)} — {formatAmount(p.finalPrice)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {groups.map((g) => (
        <NativeSelect.Root key={g.id} size="sm" maxW="48">
          <NativeSelect.Field
            aria-label={labelOf(g.label)}
            value={choices[g.id] ?? ''}
            onChange={(e) => setChoices({ ...choices, [g.id]: e.target.value })}
          >
            <option value="">{labelOf(g.label)}</option>
            {g.choices.map((c) => (
              <option key={c.id} value={c.id}>
                {labelOf(c.label)}
                {c.priceDelta > 0 ? ` (+${formatAmount(c.priceDelta)})` : ''}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ))}
      <Button size="sm" variant="outline" onClick={add} disabled={!complete}>
        <LuPlus aria-hidden /> {t('lines.add')}
      </Button>
    </HStack>
  );
}
