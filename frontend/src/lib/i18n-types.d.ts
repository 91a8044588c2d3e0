// Typed translation keys (react-i18next `CustomTypeOptions`): the French texts are the type of every namespace, so
// `t('no.such.key')`, a key missing in French or a namespace not loaded by `useTranslation` is a type error.
// en and ar have the same keys as fr (lib/locales.test.ts). A new namespace is a JSON file per language and a line here.
import 'i18next';
import type auth from '../locales/fr/auth.json';
import type busy from '../locales/fr/busy.json';
import type cart from '../locales/fr/cart.json';
import type catalogue_admin from '../locales/fr/catalogue-admin.json';
import type checkout from '../locales/fr/checkout.json';
import type common from '../locales/fr/common.json';
import type contact from '../locales/fr/contact.json';
import type dashboard from '../locales/fr/dashboard.json';
import type delivery from '../locales/fr/delivery.json';
import type errors from '../locales/fr/errors.json';
import type home from '../locales/fr/home.json';
import type kitchen from '../locales/fr/kitchen.json';
import type layout from '../locales/fr/layout.json';
import type menu from '../locales/fr/menu.json';
import type orders from '../locales/fr/orders.json';
import type pages from '../locales/fr/pages.json';
import type phone_orders from '../locales/fr/phone-orders.json';
import type profile from '../locales/fr/profile.json';
import type riders from '../locales/fr/riders.json';
import type screen from '../locales/fr/screen.json';
import type settings_admin from '../locales/fr/settings-admin.json';
import type stats from '../locales/fr/stats.json';
import type trust from '../locales/fr/trust.json';
import type users from '../locales/fr/users.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      auth: typeof auth;
      busy: typeof busy;
      cart: typeof cart;
      'catalogue-admin': typeof catalogue_admin;
      checkout: typeof checkout;
      common: typeof common;
      contact: typeof contact;
      dashboard: typeof dashboard;
      delivery: typeof delivery;
      errors: typeof errors;
      home: typeof home;
      kitchen: typeof kitchen;
      layout: typeof layout;
      menu: typeof menu;
      orders: typeof orders;
      pages: typeof pages;
      'phone-orders': typeof phone_orders;
      profile: typeof profile;
      riders: typeof riders;
      screen: typeof screen;
      'settings-admin': typeof settings_admin;
      stats: typeof stats;
      trust: typeof trust;
      users: typeof users;
    };
  }
}
