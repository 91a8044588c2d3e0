import { useMutation, useQueryClient } from '@tanstack/react-query';
import { kitchenRoutes } from '@shop/contracts/core';
import { settingsQueries } from '@/api/catalogue';
import { call } from '@/lib/api-client';

// Busy mode's writes (docs/kitchen.md): each refetches the settings, which carry the kitchen's state.
function useKitchenWrite<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueries.all() }),
  });
}

export const usePauseOrders = () =>
  useKitchenWrite((minutes: number) => call(kitchenRoutes.pauseOrderTaking, { body: { minutes } }));
export const useResumeOrders = () => useKitchenWrite(() => call(kitchenRoutes.resumeOrderTaking));
export const useSetDelay = () =>
  useKitchenWrite((minutes: number) => call(kitchenRoutes.setKitchenDelay, { body: { minutes } }));
export const useSetDefaultPrep = () =>
  useKitchenWrite((minutes: number) => call(kitchenRoutes.setDefaultPrepTime, { body: { minutes } }));
