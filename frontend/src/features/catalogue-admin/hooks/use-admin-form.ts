import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { useMessageText } from '@/lib/i18n-keys';
import type { z } from 'zod';

/**
 * A back-office form checked by its schema once a field is left, then on each change (spec §5), and `err` to
 * show a field's message (the schema's messages are i18n keys of the back office).
 */
export function useAdminForm<T extends FieldValues>(
  schema: z.ZodType<T, T>,
  defaultValues: DefaultValues<T>,
) {
  const form = useForm<T>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues });
  const err = useMessageText('catalogue-admin');
  return { ...form, err };
}
