import { useMutation } from '@tanstack/react-query';
import { accountRoutes, type ProfileUpdateBody } from '@shop/contracts/core';
import { call } from '@/lib/api-client';

export const updateProfile = ({ userId, body }: { userId: string; body: ProfileUpdateBody }) =>
  call(accountRoutes.updateProfile, { params: { userId }, body });
/** Erasure cannot be undone: the owner's password confirms it. */
export const deleteAccount = ({ userId, password }: { userId: string; password: string }) =>
  call(accountRoutes.deleteAccount, { params: { userId }, body: { password } });

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
