import {
  Badge,
  Box,
  Center,
  Flex,
  Grid,
  Heading,
  HStack,
  Image,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogueReadRoutes, screenBoxKeys, type ResolvedScreenBox } from '@shop/contracts/core';
import { useEffect, useId, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Amount } from '@/components/ui/amount';
import { ApiError, call } from '@/lib/api-client';
import { dateLocale } from '@/lib/format';
import { connectRealtime, socketUrl, type SocketLike } from '@/lib/realtime';

const screenQuery = (id: string) =>
  queryOptions({
    queryKey: ['screens', 'display', id] as const,
    queryFn: () => call(catalogueReadRoutes.screen, { params: { id } }).then((r) => r.data),
    refetchInterval: 5 * 60_000, // a safety net; /ws drives the updates
    retry: (n, error) => !(error instanceof ApiError && error.status === 404) && n < 10,
  });

/** Topics whose change can alter what a screen shows (its content, a product's price or availability, a category). */
const WATCHED = new Set(['screens', 'products', 'categories', 'settings']);

/** The screen's content is resolved by the server: any change of a watched topic refetches it, live over /ws. */
function useLiveScreen(id: string) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ['screens', 'display', id] });
    // The message schema (zod) loads after the screen's first paint.
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('@shop/contracts/schemas').then(({ changeMessage }) => {
      if (stopped) return;
      stop = connectRealtime({
        url: socketUrl(window.location),
        changeMessage,
        createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
        onChange: (message) => {
          if (WATCHED.has(message.topic)) refresh();
        },
        onReconnect: refresh,
      });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [queryClient, id]);
  return useQuery(screenQuery(id));
}

function useClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const t = setInterval(() => setNow(new Date()), 15_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

/** /screen/:screenId: the full-screen page of a TV in the restaurant (large, in the page's language, live). */
export function ScreenDisplay({ screenId }: { screenId: string }) {
  const { t, i18n } = useTranslation('screen');
  const screen = useLiveScreen(screenId);
  const now = useClock();
  const time = new Intl.DateTimeFormat(dateLocale(i18n.resolvedLanguage), {
    hour: '2-digit',
    minute: '2-digit',
  }).format(now);
  useEffect(() => {
    document.title = screen.data?.title || t('display.fallback_title');
  }, [screen.data?.title, t]);

  if (screen.isPending)
    return (
      <Center h="100dvh" bg="gray.950">
        <Spinner size="xl" color="white" />
      </Center>
    );
  if (screen.isError)
    return (
      <Center h="100dvh" bg="gray.950" color="white">
        <Heading size="4xl">
          {screen.error instanceof ApiError && screen.error.status === 404
            ? t('display.not_found')
            : t('display.error')}
        </Heading>
      </Center>
    );

  const data = screen.data;
  return (
    <Flex direction="column" h="100dvh" bg="gray.950" color="white" p="6" gap="5" overflow="hidden">
      <HStack justify="space-between" align="start" gap="6">
        <Stack gap="1" minW="0">
          <Heading as="h1" fontSize={{ base: '4xl', lg: '6xl' }} lineHeight="1.1">
            {data.title}
          </Heading>
          {data.topText && (
            <Text fontSize={{ base: 'xl', lg: '3xl' }} color="orange.300">
              {data.topText}
            </Text>
          )}
        </Stack>
        <Text fontSize="4xl" fontWeight="bold" fontVariantNumeric="tabular-nums" dir="ltr">
          {time}
        </Text>
      </HStack>
      <Grid flex="1" minH="0" templateColumns="1fr 1fr" templateRows="1fr 1fr" gap="5">
        {screenBoxKeys.map((key) => (
          <ScreenBox key={key} box={data.boxes[key]} />
        ))}
      </Grid>
    </Flex>
  );
}

/** A box of the board: a region named by its heading (the product's or the category's name). */
function ScreenBox({ box }: { box: ResolvedScreenBox }) {
  const { t } = useTranslation('screen');
  const headingId = useId();
  if (!box || !box.found) return <Box borderRadius="2xl" bg="whiteAlpha.50" data-empty="true" />;
  if (box.kind === 'category')
    return (
      <Flex
        as="section"
        aria-labelledby={headingId}
        direction="column"
        borderRadius="2xl"
        bg="whiteAlpha.100"
        p="5"
        gap="3"
        minH="0"
        overflow="hidden"
      >
        <Heading id={headingId} fontSize="4xl">
          {box.name}
        </Heading>
        <Stack as="ul" listStyleType="none" gap="2" overflow="hidden">
          {box.products.map((p) => (
            <HStack as="li" key={p._id} justify="space-between" fontSize="2xl" gap="4">
              <Text truncate>
                <bdi>{p.name}</bdi>{' '}
                <Text as="span" color="whiteAlpha.700">
                  <bdi>
                    {p.size.value} {p.size.unit}
                  </bdi>
                </Text>
              </Text>
              <BoardPrice from={p.from}>
                <Amount value={p.finalPrice} fontWeight="bold" color="orange.300" />
              </BoardPrice>
            </HStack>
          ))}
        </Stack>
      </Flex>
    );
  return (
    <Flex
      as="section"
      aria-labelledby={headingId}
      borderRadius="2xl"
      bg="whiteAlpha.100"
      overflow="hidden"
      minH="0"

      opacity={box.available ? 1 : 0.5}
    >
      <Box flex="1" minW="0" position="relative">
        {box.image && <Image src={box.image} alt="" w="full" h="full" objectFit="cover" />}
      </Box>
      <Stack flex="1" p="5" justify="center" gap="3">
        <Heading id={headingId} fontSize="4xl" lineHeight="1.1">
          {box.name}
        </Heading>
        {box.size && (
          <Text fontSize="2xl" color="whiteAlpha.800">
            <bdi>
              {box.size.value} {box.size.unit}
            </bdi>
          </Text>
        )}
        {box.available ? (
          <Stack gap="0">
            {box.discounted && box.price !== null && (
              <Amount value={box.price} fontSize="2xl" textDecoration="line-through" color="whiteAlpha.600" />
            )}
            {box.finalPrice !== null && (
              <BoardPrice from={box.from}>
                <Amount value={box.finalPrice} fontSize="5xl" fontWeight="bold" color="orange.300" />
              </BoardPrice>
            )}
          </Stack>
        ) : (
          <Badge colorPalette="red" size="lg" alignSelf="start" fontSize="2xl" p="3">
            {t('display.unavailable')}
          </Badge>
        )}
      </Stack>
    </Flex>
  );
}

/** A price on the board; « à partir de … » when a required option changes it (the server's lowestPrice says so). */
function BoardPrice({ from, children }: { from: boolean; children: React.ReactElement }) {
  const { t } = useTranslation('screen');
  if (!from) return children;
  return (
    <Text as="span" color="whiteAlpha.800">
      <Trans t={t} i18nKey="display.price_from" components={{ price: children }} />
    </Text>
  );
}
