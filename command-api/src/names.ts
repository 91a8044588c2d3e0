import { isDeepStrictEqual } from 'node:util';
import type { Translations } from '@shop/contracts';

/** An item's names: the French one and the translations (docs/catalogue.md, "Menu in three languages"). */
export type Names = { name: string; translations: Partial<Translations> };

/** The names an event gives an item (the rest of its data left out), for its decider's state. */
export const namesOf = ({ name, translations }: Names): Names => ({ name, translations });

/** Whether a rename changes nothing (then it is a no-op, as an unchanged price is). */
export const sameNames = (a: Names, b: Names): boolean =>
  a.name === b.name && isDeepStrictEqual(a.translations, b.translations);
