import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@shop/contracts/core';
import { userQueries } from '@/api/users';
import { api } from '@/lib/api-client';

/** PATCH /api/users/{userId}/role (admin only). */
export const changeRole = ({ userId, role }: { userId: string; role: Role }) =>
  api.patch<unknown>(`/api/users/${encodeURIComponent(userId)}/role`, { role });

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.all() }),
  });
}
