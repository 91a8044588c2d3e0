import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountRoutes, type Role } from '@shop/contracts/core';
import { userQueries } from '@/api/users';
import { call } from '@/lib/api-client';

/** PATCH /api/users/{userId}/role (admin only). */
export const changeRole = ({ userId, role }: { userId: string; role: Role }) =>
  call(accountRoutes.changeRole, { params: { userId }, body: { role } });

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userQueries.all() }),
  });
}
