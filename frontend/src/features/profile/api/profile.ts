import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountRoutes, type ProfileUpdateBody, type SavedAddressBody } from '@shop/contracts/core';
import { userQueries } from '@/api/users';
import { call } from '@/lib/api-client';

export const updateProfile = ({ userId, body }: { userId: string; body: ProfileUpdateBody }) =>
  call(accountRoutes.updateProfile, { params: { userId }, body });
/** Erasure cannot be undone: the owner's password confirms it. */
export const deleteAccount = ({ userId, password }: { userId: string; password: string }) =>
  call(accountRoutes.deleteAccount, { params: { userId }, body: { password } });

export const useUpdateProfile = () => useMutation({ mutationFn: updateProfile });
export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });

/** PUT /api/users/me/{userId}/addresses/{addressId}: saves (or replaces) a named delivery address. */
export const saveAddress = ({
  userId,
  addressId,
  body,
}: {
  userId: string;
  addressId: string;
  body: SavedAddressBody;
}) => call(accountRoutes.saveAddress, { params: { userId, addressId }, body });
/** DELETE /api/users/me/{userId}/addresses/{addressId}. */
export const removeAddress = ({ userId, addressId }: { userId: string; addressId: string }) =>
  call(accountRoutes.removeAddress, { params: { userId, addressId } });

/** The user's view (and so their addresses) is read again once the projections passed the write. */
const useAddressMutation = <T>(mutationFn: (v: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: userQueries.all() }),
  });
};
export const useSaveAddress = () => useAddressMutation(saveAddress);
export const useRemoveAddress = () => useAddressMutation(removeAddress);
