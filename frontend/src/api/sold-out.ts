import { useMutation, useQueryClient } from '@tanstack/react-query';
import { catalogueRoutes as writes, type MarkSoldOutBody } from '@shop/contracts/core';
import { call } from '@/lib/api-client';

// Sold out (docs/kitchen.md "Sold out"): the staff writes, shared by the orders screen and the products list. Each
// invalidates the 'products' topic (the /ws change message does the same for every other open page).

export type SoldOutTarget = { productId: string; choiceId: string | null };

export function useMarkSoldOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, choiceId, until }: SoldOutTarget & Pick<MarkSoldOutBody, 'until'>) =>
      call(writes.markSoldOut, { params: { id: productId }, body: { choiceId, until } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}

export function useMarkBackOnSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, choiceId }: SoldOutTarget) =>
      call(writes.markBackOnSale, { params: { id: productId }, body: { choiceId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['products'] }),
  });
}
