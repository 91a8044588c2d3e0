import { Box, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { holds, labelIn, pickLanguage, type ProductView, type SoldOutMark } from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SoldOutControls } from '@/components/sold-out/sold-out-controls';
import { soldOutPanelQuery } from '../api/sold-out';

type Target = {
  key: string;
  productId: string;
  choiceId: string | null;
  name: string;
  mark?: SoldOutMark | null;
};

/** Every product and every choice of its options, named in the staff's language ("Product (choice)"). */
function targetsOf(products: readonly ProductView[], language: ReturnType<typeof pickLanguage>): Target[] {
  return products.flatMap((p) => [
    { key: `${p._id}|`, productId: p._id, choiceId: null, name: p.name, mark: p.soldOut },
    ...(p.optionGroups ?? []).flatMap((g) =>
      g.choices.map((c) => ({
        key: `${p._id}|${c.id}`,
        productId: p._id,
        choiceId: c.id,
        name: `${p.name} (${labelIn(c.label, language)})`,
        mark: p.soldOutChoices?.[c.id],
      })),
    ),
  ]);
}

/**
 * The orders screen's "Sold out" panel (docs/kitchen.md): pick a product or one choice, tap its end (two taps); the
 * targets sold out now are listed with "Back on sale". Live: the 'products' topic refetches it.
 */
export function SoldOutPanel() {
  const { t, i18n } = useTranslation('dashboard');
  const products = useQuery(soldOutPanelQuery());
  const targets = targetsOf(products.data ?? [], pickLanguage(i18n.resolvedLanguage));
  const [picked, setPicked] = useState('');
  const current = targets.find((x) => x.key === picked) ?? targets[0];
  const soldOut = targets.filter((x) => holds(x.mark, new Date()));

  return (
    <Box as="section" aria-labelledby="sold-out-panel" borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <Heading as="h2" size="md" id="sold-out-panel">
          {t('soldOut.panel')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('soldOut.panelHint')}
        </Text>
        {current && (
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'start' }}>
            <NativeSelect.Root maxW="sm">
              <NativeSelect.Field
                aria-label={t('soldOut.target')}
                value={current.key}
                onChange={(e) => setPicked(e.target.value)}
              >
                {targets.map((x) => (
                  <option key={x.key} value={x.key}>
                    {x.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <SoldOutControls
              key={current.key}
              target={{ productId: current.productId, choiceId: current.choiceId }}
              name={current.name}
              mark={current.mark}
              expanded
            />
          </Stack>
        )}
        {soldOut.length === 0 ? (
          <Text fontSize="sm">{t('soldOut.none')}</Text>
        ) : (
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
            {soldOut.map((x) => (
              <Stack as="li" key={x.key} direction="row" gap="3" align="center" wrap="wrap">
                <Text fontWeight="semibold">
                  <bdi>{x.name}</bdi>
                </Text>
                <SoldOutControls
                  target={{ productId: x.productId, choiceId: x.choiceId }}
                  name={x.name}
                  mark={x.mark}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
