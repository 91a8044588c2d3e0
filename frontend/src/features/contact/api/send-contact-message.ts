import { useMutation } from '@tanstack/react-query';
import { publicWriteRoutes, type BodyOf } from '@shop/contracts/core';
import { call } from '@/lib/api-client';

export const sendContactMessage = (body: BodyOf<typeof publicWriteRoutes.contactMessage>) =>
  call(publicWriteRoutes.contactMessage, { body });

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
