import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { shopRecipes, shopSlotRecipes } from './theme';

// The theme carries only the slot recipes the shop uses: a Chakra component imported without its recipe would
// render unstyled, silently. Chakra v3 names each such component after its recipe key (Tabs ↔ tabs).
const sources = import.meta.glob<string>(['../**/*.tsx', '../**/*.ts', '!../**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Whether the file passes the component its recipe itself (`recipe={tabsSlotRecipe}`: a lazy screen's own). */
const passesOwnRecipe = (text: string, component: string) =>
  text.includes(`recipe={${component.charAt(0).toLowerCase()}${component.slice(1)}SlotRecipe}`);

const chakraImports = new Set(
  Object.values(sources).flatMap((text) =>
    [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)].flatMap((m) =>
      m[1]!
        .split(',')
        .map((name) => name.replace(/\btype\b/, '').trim())
        .filter((name) => !passesOwnRecipe(text, name)),
    ),
  ),
);

const componentOf = (recipeKey: string) => recipeKey[0]!.toUpperCase() + recipeKey.slice(1);

describe('theme', () => {
  it('reads the sources it checks', () => {
    expect(chakraImports.has('Dialog')).toBe(true);
  });

  it('has the slot recipe of every Chakra component the client imports', () => {
    const missing = Object.keys(slotRecipes).filter(
      (key) => chakraImports.has(componentOf(key)) && !(key in shopSlotRecipes),
    );
    expect(missing, 'add these to shopSlotRecipes in lib/theme.ts').toEqual([]);
  });

  it('has the recipe of every Chakra component the client imports', () => {
    const missing = Object.keys(recipes).filter(
      (key) => chakraImports.has(componentOf(key)) && !(key in shopRecipes),
    );
    expect(missing, 'add these to shopRecipes in lib/theme.ts').toEqual([]);
  });
});
