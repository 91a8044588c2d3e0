// @vitest-environment jsdom
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import i18n, { i18nReady, namespaces } from './i18n';

const frenchFiles = readdirSync(join(__dirname, '..', 'locales', 'fr')).map((f) => f.replace(/\.json$/, ''));

describe('i18n files', () => {
  it('knows every namespace, the bundled start files and the lazy ones alike', () => {
    expect([...namespaces].sort()).toEqual([...frenchFiles].sort());
  });
  it('loads a lazy namespace, and answers a bundled one asked again without failing', async () => {
    await i18nReady;
    await i18n.changeLanguage('fr');
    await i18n.loadNamespaces(['orders', 'common']);
    expect(i18n.hasResourceBundle('fr', 'orders')).toBe(true);
    const failed: unknown[] = [];
    i18n.on('failedLoading', (...args) => failed.push(args));
    await i18n.reloadResources(['fr'], ['common', 'menu']);
    expect(failed).toEqual([]);
    expect(i18n.t('menu:allTitle', { lng: 'fr' })).toBe('Notre menu');
    expect(i18n.t('common:retry', { lng: 'fr' })).toBe('Réessayer');
  });
});
