import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProfileBody } from '../profile-form';

export const updateProfile = ({ userId, body }: { userId: string; body: ProfileBody }) =>
  api.put<unknown>(`/api/users/me/${encodeURIComponent(userId)}`, body);
/** Erasure cannot be undone: the owner's password confirms it. */
export const deleteAccount = ({ userId, password }: { userId: string; password: string }) =>
  api.delete<unknown>(`/api/users/me/${encodeURIComponent(userId)}`, { password });

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
