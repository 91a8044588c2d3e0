import { Box, Center, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { connectRealtime, socketUrl, type SocketLike } from '@/lib/realtime';
import { readyBoardQuery } from '../api/ready-board';

/**
 * /screen/ready (public, the restaurant's TV; docs/kitchen.md "Kitchen screen and ready board"): the numbers of the
 * on-site orders that are ready, in large type; a served one is dimmed and leaves READY_BOARD_LEAVE_MINUTES after its
 * serving. Live over /ws (the 'ready-board' topic), no reload.
 */
export function ReadyBoard() {
  const { t } = useTranslation('kitchen');
  const board = useLiveReadyBoard();
  const orders = board.data ?? [];
  return (
    <Box minH="100dvh" bg="gray.950" color="white" p={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <Heading as="h1" fontSize={{ base: '4xl', md: '6xl' }} textAlign="center">
          {t('board.title')}
        </Heading>
        {board.isSuccess && orders.length === 0 && (
          <Center>
            <Text fontSize="3xl" color="gray.300">
              {t('board.empty')}
            </Text>
          </Center>
        )}
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 2, md: 4, xl: 6 }}
          gap="6"
          aria-live="polite"
        >
          {orders.map((o) => (
            <Box
              as="li"
              key={o.number}
              textAlign="center"
              borderRadius="xl"
              py="6"
              bg={o.status === 'ready' ? 'green.700' : 'gray.800'}
              opacity={o.status === 'ready' ? 1 : 0.7}
            >
              <Text fontSize={{ base: '6xl', md: '8xl' }} fontWeight="black" lineHeight="1">
                <bdi>{o.number}</bdi>
              </Text>
              <Text fontSize="2xl">{t(`board.${o.status}`)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}

function useLiveReadyBoard() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof WebSocket === 'undefined') return;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: readyBoardQuery().queryKey });
    // The message schema (zod) loads after the board's first paint.
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('@shop/contracts/schemas').then(({ changeMessage }) => {
      if (stopped) return;
      stop = connectRealtime({
        url: socketUrl(window.location),
        changeMessage,
        createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
        onChange: (message) => {
          if (message.topic === 'ready-board') refresh();
        },
        onReconnect: refresh,
      });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [queryClient]);
  return useQuery(readyBoardQuery());
}
