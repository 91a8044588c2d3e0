import {
  Button,
  Card,
  Checkbox,
  Field,
  Heading,
  Input,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  catalogueRoutes,
  MAX_NO_SHOWS_BEFORE_CALL,
  MAX_OPEN_ORDERS,
  MAX_REMINDER_MINUTES,
  type TrustRules,
} from '@shop/contracts/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsQueries } from '@/api/catalogue';
import { ErrorMessage } from '@/components/ui/error-message';
import { FieldMessage } from '@/components/ui/form-field';
import { toaster } from '@/components/ui/toaster';
import { call } from '@/lib/api-client';

// The trust rules (docs/phone-and-trust.md): which orders wait for a confirmation call, after how long staff are
// reminded, and how many open orders one number may have. An empty number field turns its rule off.

type Draft = {
  firstOrderCall: boolean;
  callAboveTotal: string;
  noShowsBeforeCall: string;
  reminderMinutes: string;
  maxOpenOrders: string;
};

const toDraft = (r: TrustRules): Draft => ({
  firstOrderCall: r.firstOrderCall,
  callAboveTotal: r.callAboveTotal === null ? '' : String(r.callAboveTotal),
  noShowsBeforeCall: r.noShowsBeforeCall === null ? '' : String(r.noShowsBeforeCall),
  reminderMinutes: String(r.reminderMinutes),
  maxOpenOrders: r.maxOpenOrders === null ? '' : String(r.maxOpenOrders),
});

/** A whole number in [min, max], null when empty (when `optional`); undefined when invalid. */
const parseBounded = (
  text: string,
  min: number,
  max: number,
  optional: boolean,
): number | null | undefined => {
  if (text.trim() === '') return optional ? null : undefined;
  const n = Number(text);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

export function TrustRulesCard({ rules }: { rules: TrustRules }) {
  const { t } = useTranslation('settings-admin');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => toDraft(rules));
  const save = useMutation({
    mutationFn: (body: TrustRules) => call(catalogueRoutes.setTrustRules, { body }),
    onSuccess: () => {
      toaster.create({ type: 'success', title: t('saved') });
      return queryClient.invalidateQueries({ queryKey: settingsQueries.all() });
    },
  });
  const callAboveTotal = parseBounded(draft.callAboveTotal, 0, 10_000_000, true);
  const noShowsBeforeCall = parseBounded(draft.noShowsBeforeCall, 1, MAX_NO_SHOWS_BEFORE_CALL, true);
  const reminderMinutes = parseBounded(draft.reminderMinutes, 1, MAX_REMINDER_MINUTES, false);
  const maxOpenOrders = parseBounded(draft.maxOpenOrders, 1, MAX_OPEN_ORDERS, true);
  const set = (field: keyof Draft) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));
  const valid =
    callAboveTotal !== undefined &&
    noShowsBeforeCall !== undefined &&
    reminderMinutes !== undefined &&
    reminderMinutes !== null &&
    maxOpenOrders !== undefined;

  return (
    <Card.Root>
      <Card.Body gap="3">
        <Heading size="md">{t('trust.title')}</Heading>
        <chakra.form
          onSubmit={(e) => {
            e.preventDefault();
            if (!valid) return;
            save.mutate({
              firstOrderCall: draft.firstOrderCall,
              callAboveTotal,
              noShowsBeforeCall,
              reminderMinutes,
              maxOpenOrders,
            });
          }}
        >
          <Stack gap="3" align="start">
            <Checkbox.Root
              checked={draft.firstOrderCall}
              onCheckedChange={(e) => setDraft((d) => ({ ...d, firstOrderCall: e.checked === true }))}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('trust.first_order')}</Checkbox.Label>
            </Checkbox.Root>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" w="full">
              <Field.Root invalid={callAboveTotal === undefined}>
                <Field.Label>{t('trust.above_total')}</Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  value={draft.callAboveTotal}
                  onChange={set('callAboveTotal')}
                />
                <FieldMessage error={callAboveTotal === undefined ? t('trust.invalid') : undefined} />
              </Field.Root>
              <Field.Root invalid={noShowsBeforeCall === undefined}>
                <Field.Label>{t('trust.no_shows')}</Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  value={draft.noShowsBeforeCall}
                  onChange={set('noShowsBeforeCall')}
                />
                <FieldMessage error={noShowsBeforeCall === undefined ? t('trust.invalid') : undefined} />
              </Field.Root>
              <Field.Root invalid={reminderMinutes === undefined} required>
                <Field.Label>{t('trust.reminder')}</Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  value={draft.reminderMinutes}
                  onChange={set('reminderMinutes')}
                />
                <FieldMessage error={reminderMinutes === undefined ? t('trust.invalid') : undefined} />
              </Field.Root>
              <Field.Root invalid={maxOpenOrders === undefined}>
                <Field.Label>{t('trust.max_open')}</Field.Label>
                <Input
                  type="number"
                  inputMode="numeric"
                  value={draft.maxOpenOrders}
                  onChange={set('maxOpenOrders')}
                />
                <FieldMessage error={maxOpenOrders === undefined ? t('trust.invalid') : undefined} />
              </Field.Root>
            </SimpleGrid>
            <Button type="submit" colorPalette="brand" loading={save.isPending} disabled={!valid}>
              {t('trust.save')}
            </Button>
          </Stack>
        </chakra.form>
        <Text fontSize="sm" color="fg.muted">
          {t('trust.help')}
        </Text>
        {save.isError && <ErrorMessage error={save.error} />}
      </Card.Body>
    </Card.Root>
  );
}
