import { Box, Center, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { LuMinus, LuPlus, LuTrash2, LuUtensils } from 'react-icons/lu';
import { portionText } from '@shop/contracts/core';
import { ChangedChoices } from '@/components/cart/changed-choices';
import { ChosenOptions, useOptionsText } from '@/components/orders/chosen-options';
import { Amount } from '@/components/ui/amount';
import { useCart } from '@/stores/cart';
import type { PricedCartLine } from '@/lib/cart-pricing';

const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

/**
 * One cart product: image, name, size, delete icon, quantity minus/plus (never below 1), line price. A line whose
 * choices changed says which went and offers to choose again or keep it without them (`onDrop`); `onLeave` closes
 * the drawer when the customer goes to choose again.
 */
export function CartLine({
  item,
  onDrop,
  onLeave,
}: {
  item: PricedCartLine;
  onDrop: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('cart');
  const { updateItemQuantity, removeItem } = useCart();
  const name = item.name ?? item.id;
  const chosen = useOptionsText()(item.options);
  // Two lines of one product differ by their choices: the buttons name both.
  const lineName = chosen ? `${name} — ${chosen}` : name;
  return (
    <HStack
      as="li"
      aria-label={lineName}
      data-product-id={item.id}
      data-available={item.available}
      data-sold-out={item.soldOut ? 'true' : undefined}
      opacity={item.soldOut ? 0.7 : undefined}
      gap="3"
      py="3"
      align="center"
      borderBottomWidth="1px"
    >
      {/* The product's current image once it answered (lib/cart-pricing); until then, or when it is gone, a
          placeholder that loads nothing (the image saved when the line was added may be deleted since). */}
      {item.img ? (
        <Image
          src={item.img}
          alt={name}
          boxSize="14"
          objectFit="contain"
          bg="orange.50"
          borderRadius="md"
          flexShrink={0}
          onError={(e) => {
            if (!e.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) e.currentTarget.src = PLACEHOLDER_IMAGE;
          }}
        />
      ) : (
        <Center
          role="img"
          aria-label={name}
          boxSize="14"
          bg="orange.50"
          color="orange.300"
          borderRadius="md"
          flexShrink={0}
        >
          <LuUtensils aria-hidden />
        </Center>
      )}
      <Stack gap="1" flex="1" minW="0">
        <Text fontWeight="semibold" lineClamp={1}>
          <bdi>{name}</bdi>
        </Text>
        {item.size && (
          <Text fontSize="sm" color="gray.600">
            <bdi dir="ltr">{portionText(item.size)}</bdi>
          </Text>
        )}
        <ChosenOptions options={item.options} />
        {item.unavailableReason && <ChangedChoices line={item} onDrop={onDrop} onChooseAgain={onLeave} />}
        <HStack gap="1">
          <IconButton
            aria-label={t('decrease', { name: lineName })}
            size="xs"
            variant="outline"
            rounded="full"
            disabled={item.quantity <= 1}
            onClick={() => updateItemQuantity(item.id, Math.max(1, item.quantity - 1))}
          >
            <LuMinus />
          </IconButton>
          <Box as="output" minW="8" textAlign="center" fontWeight="medium" aria-label={t('quantity')}>
            {item.quantity}
          </Box>
          <IconButton
            aria-label={t('increase', { name: lineName })}
            size="xs"
            variant="outline"
            rounded="full"
            onClick={() => updateItemQuantity(item.id, item.quantity + 1)}
          >
            <LuPlus />
          </IconButton>
        </HStack>
      </Stack>
      <Stack gap="1" align="end" flexShrink={0}>
        <IconButton
          aria-label={t('remove', { name: lineName })}
          size="xs"
          variant="ghost"
          colorPalette="red"
          onClick={() => removeItem(item.id)}
        >
          <LuTrash2 />
        </IconButton>
        {item.available ? (
          <Amount role="group" aria-label={t('lineTotal')} value={item.lineTotal} fontWeight="semibold" />
        ) : (
          <Text fontSize="sm" color="red.600" fontWeight={item.soldOut ? 'semibold' : undefined}>
            {item.soldOut ? t('soldOut') : t('unavailable')}
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
