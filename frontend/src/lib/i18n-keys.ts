import type { FlatNamespace, i18n as I18n, TOptions } from 'i18next';
import { useTranslation } from 'react-i18next';

type MessageText = (message: string | undefined, options?: TOptions) => string | undefined;

/**
 * The text of a message known only at run time: a schema's message, which is an i18n key of the form's namespace,
 * translated once `ns` is checked to have it; anything else (a server's own text) as it came. Every key written in
 * the code is typed (lib/i18n-types.d.ts); this is the one place a string from outside becomes a key.
 */
export const messageTextOf = (i18n: I18n, ns: FlatNamespace): MessageText => {
  const translate = i18n.getFixedT(null, ns) as unknown as (key: string, options?: TOptions) => string;
  return (message, options) => {
    if (!message) return undefined;
    return i18n.exists(message, { ns }) ? translate(message, options) : message;
  };
};

/** `messageTextOf` in a component (its namespace loaded, re-rendered on a language change). */
export function useMessageText(ns: FlatNamespace): MessageText {
  const { i18n } = useTranslation(ns);
  return messageTextOf(i18n, ns);
}
