import { useMutation } from '@tanstack/react-query';
import type { ContactMessageBody } from '@shop/contracts/core';
import { api } from '@/lib/api-client';

export type ContactMessageAnswer = { data: { _id: string }; position: string };

export const sendContactMessage = (body: ContactMessageBody) =>
  api.post<ContactMessageAnswer>('/api/contactMessages', body);

export const useSendContactMessage = () => useMutation({ mutationFn: sendContactMessage });
