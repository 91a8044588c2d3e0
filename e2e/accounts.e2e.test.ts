// Accounts in the browser (spec §2/§4/§5/§6) over the real shop: Redis, SQLite, the mail reactor and
// workers sending to a real local SMTP server. Sign-up to verified login and logout; the profile form's
// messages on blur then a saved profile; the admin changing a role (and the moderator then refused the users
// list); a customer and a visitor kept away from /dashboard/users.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { UserView } from '@shop/contracts';
import { cartButton, cartButtonName, eventually, textOf } from './support/browser';
import { logIn, verificationLink, verifiedCustomer } from './support/customer';
import { useShopAndBrowser } from './support/shop';

const ADMIN = { email: 'chef@oran-food.dz', password: 'chef-secret-2024' };
// The French texts the app shows (contracts/src/error-messages.ts, frontend/src/locales/fr).
const FR = {
  invalidCredentials: 'Email ou mot de passe invalide',
  required: '* Ce champ est obligatoire',
  invalidPhone: '* Numéro de téléphone invalide',
  profileSaved: 'Profil mis à jour avec succès !',
  forbidden: "Vous n'avez pas la permission pour réaliser cette opération.",
  mustLogin: 'Vous devez être connecté pour continuer !',
  profileIncomplete: 'Vous devez remplir votre profil de compte afin de passer la commande',
  verifySubject: 'Oran Food : confirmez votre adresse e-mail',
  roleSaved: 'Rôle modifié : Modérateur',
  lockedOut: 'Trop de tentatives. Réessayez dans 15 min.',
  wrongPassword: 'Mot de passe actuel incorrect.',
};

const e2e = useShopAndBrowser({
  env: {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // every customer of this file signs up from the one test IP
    RATE_LIMIT_SIGNUP: '20/3600',
    // 5 failed logins per address and IP in 15 minutes (10 by default): fewer tries to type
    RATE_LIMIT_LOGIN: '5/900',
  },
  withMail: true,
});

type Person = { name: string; lastName: string; email: string; password: string };

/** The navbar (the side drawer has the same links but is closed). */
const nav = (page: Page) => page.getByRole('navigation').first();
/** A link of the navbar: 'Connexion', 'Déconnexion', 'Mon compte', 'Tableau de bord'. */
const navLink = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });
/**
 * The message under the field labelled `label`, '' when none is shown (the error text is only rendered for an invalid
 * field): the `* …` text of the field's group (its innermost, the last in document order).
 */
const fieldError = async (scope: Page | Locator, label: string) => {
  // `has` is matched inside each group: the field's own locator, not one chained from the scope.
  const page = 'page' in scope && typeof scope.page === 'function' ? scope.page() : (scope as Page);
  const group = scope
    .getByRole('group')
    .filter({ has: field(page, label) })
    .last();
  const error = group.getByText(/^\* \S/);
  return (await error.count()) === 0 ? '' : textOf(error);
};
const usersTable = (page: Page) => page.getByRole('table');
/** The login screen's message (the alert above its form). */
const loginFlash = (page: Page) => page.getByRole('main').getByRole('alert');
const stored = (page: Page, key: string) =>
  page.evaluate(
    (k) =>
      (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem(
        k,
      ),
    key,
  );

/** GET a JSON answer of the API with the browser context's session cookie. */
async function apiAs<T>(context: BrowserContext, path: string): Promise<{ status: number; body: T }> {
  const res = await context.request.get(path, { headers: { accept: 'application/json' } });
  return { status: res.status(), body: (await res.json()) as T };
}

/** The field whose label is `text` (a required field's label ends with its red asterisk). */
const field = (scope: Page | Locator, text: string) => scope.getByLabel(new RegExp(`^${text}\\*?$`));

/** Logs in through the form, found by its labels, as a person would type. */
async function typeLogin(page: Page, { email, password }: Pick<Person, 'email' | 'password'>) {
  await page.goto('/authentication/login');
  await field(page, 'E-mail').fill(email);
  await field(page, 'Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

describe('accounts in the browser', () => {
  it('signs up, follows the French verification mail, fails then succeeds to log in, and logs out', async () => {
    const person: Person = {
      name: 'Nour',
      lastName: 'Haddad',
      email: 'nour.haddad@example.dz',
      password: 'nour-secret',
    };
    const { context, page, errors } = await e2e.openPage();
    try {
      await page.goto('/authentication/singUp');
      await field(page, 'Prénom').fill(person.name);
      await field(page, 'Nom').fill(person.lastName);
      await field(page, 'E-mail').fill(person.email);
      await field(page, 'Mot de passe').fill(person.password);
      await field(page, 'Confirmer le mot de passe').fill(person.password);
      await page.getByRole('button', { name: "S'inscrire", exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/authentication/confirmation');
      await page.getByRole('heading', { name: 'Vérifiez votre boîte mail' }).waitFor();
      expect(await page.getByText(person.email, { exact: true }).count()).toBe(1);

      // The mail reaches the SMTP server, in French (the language of the browser at sign-up).
      const link = await verificationLink(e2e, person.email);
      const received = e2e.mail.received.find((m) => m.to.includes(person.email))!;
      expect(received.subject).toBe(FR.verifySubject);

      // The shop serves the link's screen, though its token has dots (it is not taken for a missing file).
      expect((await page.goto(link.pathname))?.status()).toBe(200);
      // Success or failure, whichever the screen ends on (a failure fails here with its message).
      const outcome = page.getByRole('heading', { name: /^(Adresse vérifiée|Vérification impossible)$/ });
      await outcome.waitFor({ timeout: 30_000 });
      expect(await textOf(outcome), await textOf(page.getByRole('main'))).toBe('Adresse vérifiée');
      expect(await stored(page, 'pendingConfirmation')).toBeNull();

      // Wrong password: the French text of auth.invalid_credentials, still logged out.
      await page.getByRole('main').getByRole('link', { name: 'Se connecter' }).click();
      await page.waitForURL((url) => url.pathname === '/authentication/login');
      const submit = page.getByRole('button', { name: 'Se connecter', exact: true });
      await field(page, 'E-mail').fill(person.email);
      await field(page, 'Mot de passe').fill('not-the-password');
      await submit.click();
      await page.getByRole('alert').filter({ hasText: FR.invalidCredentials }).waitFor();
      expect(await navLink(page, 'Connexion').isVisible()).toBe(true);
      expect(await stored(page, 'userId')).toBeNull();

      // The right password: logged in, the navbar has the account link and logout instead of login.
      await field(page, 'Mot de passe').fill(person.password);
      await submit.click();
      await navLink(page, 'Déconnexion').waitFor();
      await navLink(page, 'Mes commandes').waitFor();
      expect(await navLink(page, 'Connexion').count()).toBe(0);
      const userId = await stored(page, 'userId');
      expect(userId).toBeTruthy();
      const me = await apiAs<{ data: UserView | null }>(context, `/api/users/me/${userId}`);
      expect(me.body.data).toMatchObject({ _id: userId, email: person.email, emailVerified: true });

      // Something in the cart, then logout: stored id gone, cart emptied, navbar back to login, session ended.
      await page.goto('/menu');
      await page.getByRole('button', { name: 'Ajouter au panier' }).first().click();
      await eventually(() => cartButton(page).getAttribute('aria-label')).toBe(cartButtonName(1));
      expect(JSON.parse((await stored(page, 'cart')) ?? '{}').items).toHaveLength(1);

      await navLink(page, 'Déconnexion').click();
      await navLink(page, 'Connexion').waitFor();
      // The header follows the ended session at once; the URL once the home page's chunk is there (a lazy route).
      await page.waitForURL((url) => url.pathname === '/');
      expect(await navLink(page, 'Déconnexion').count()).toBe(0);
      expect(await stored(page, 'userId')).toBeNull();
      await eventually(() => cartButton(page).getAttribute('aria-label')).toBe(cartButtonName(0));
      expect(JSON.parse((await stored(page, 'cart')) ?? '{"items":[]}').items ?? []).toHaveLength(0);
      expect(
        (await apiAs<{ data: UserView | null }>(context, `/api/users/me/${userId}`)).body.data,
      ).toBeNull();
      // After a reload the shop still sees a visitor.
      await page.reload();
      await navLink(page, 'Connexion').waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the profile form shows its messages on blur, then saves a valid profile (names lowercased)', async () => {
    const person: Person = {
      name: 'Yasmine',
      lastName: 'Benali',
      email: 'yasmine@example.dz',
      password: 'yasmine-secret',
    };
    const userId = await verifiedCustomer(e2e, person);
    const { context, page, errors } = await e2e.openPage();
    try {
      const writes: string[] = [];
      page.on('request', (req) => {
        if (req.method() !== 'GET' && new URL(req.url()).pathname.startsWith('/api/users/'))
          writes.push(req.method());
      });
      await logIn(page, person);
      await page.goto('/myAccount/myProfile');
      // The profile form (the saved addresses below it have fields of the same names).
      const profile = page.getByRole('form', { name: 'Mon profil' });
      await profile.waitFor();
      const incomplete = page.getByRole('alert').filter({ hasText: FR.profileIncomplete });
      await incomplete.waitFor();
      const name = field(profile, 'Prénom');
      await expect.poll(() => name.inputValue()).toBe('Yasmine');

      // A required field left empty: the message appears when the field loses the focus.
      await name.fill('');
      expect(await fieldError(profile, 'Prénom')).toBe('');
      await name.blur();
      await eventually(() => fieldError(profile, 'Prénom')).toBe(FR.required);
      // An invalid phone number, on blur too.
      const number = field(profile, 'Téléphone');
      await number.fill('12345');
      await number.blur();
      await eventually(() => fieldError(profile, 'Téléphone')).toBe(FR.invalidPhone);
      // Blurred untouched address (empty for a new account): required as well.
      const address = field(profile, 'Adresse');
      await address.focus();
      await address.blur();
      await eventually(() => fieldError(profile, 'Adresse')).toBe(FR.required);
      expect(writes).toEqual([]); // nothing was submitted

      // Fixed fields lose their message; a valid profile is saved.
      await name.fill('YASMINE');
      await field(profile, 'Nom').fill('Benali-Haddad');
      await number.fill('0661 23 45 67');
      const district = field(profile, 'Quartier');
      await eventually(() => district.locator('option').count()).toBeGreaterThan(1);
      await district.selectOption({ index: 1 });
      const districtId = await district.inputValue();
      await address.fill('3 boulevard de la Soummam');
      await eventually(() => fieldError(profile, 'Prénom')).toBe('');
      expect(await fieldError(profile, 'Téléphone')).toBe('');

      const put = page.waitForRequest(
        (req) => req.method() === 'PUT' && req.url().endsWith(`/api/users/me/${userId}`),
      );
      await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
      const sent = (await put).postDataJSON() as Record<string, unknown>;
      expect(sent).toMatchObject({
        name: 'yasmine',
        lastName: 'benali-haddad',
        password: null,
        newPassword: null,
      });
      const saved = page.getByRole('status').filter({ hasText: FR.profileSaved });
      await saved.waitFor();
      await incomplete.waitFor({ state: 'detached' });

      // The API keeps what was sent: lowercased names, the compact phone, the district, profile complete.
      await eventually(
        async () => (await apiAs<{ data: UserView | null }>(context, `/api/users/me/${userId}`)).body.data,
      ).toMatchObject({
        firstName: 'yasmine',
        lastName: 'benali-haddad',
        name: 'yasmine benali-haddad',
        number: '0661234567',
        district: districtId,
        address: '3 boulevard de la Soummam',
        profileState: 'complited',
      });
      // The success flag goes after 3 s and the profile screen stays, with the saved values.
      await saved.waitFor({ state: 'detached', timeout: 10_000 });
      expect(new URL(page.url()).pathname).toBe('/myAccount/myProfile');
      expect(await name.inputValue()).toBe('yasmine');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the admin makes a customer moderator; the moderator is then refused the users list', async () => {
    const person: Person = {
      name: 'Karim',
      lastName: 'Mansouri',
      email: 'karim.mansouri@example.dz',
      password: 'karim-secret',
    };
    const userId = await verifiedCustomer(e2e, person);
    const admin = await e2e.openPage();
    try {
      const { page, context } = admin;
      await logIn(page, ADMIN);
      await navLink(page, 'Tableau de bord').waitFor();
      await page.goto('/dashboard/users');
      await usersTable(page).waitFor();
      await page.getByRole('searchbox', { name: 'Rechercher par nom ou e-mail' }).fill('mansouri');
      // The search runs after the typing stops: one row left, the customer's.
      const rows = usersTable(page)
        .getByRole('row')
        .filter({ has: page.getByRole('link') });
      await eventually(async () =>
        (await rows.count()) === 1 ? textOf(rows.first()) : `${await rows.count()} rows`,
      ).toContain(person.email);
      await rows.first().getByRole('link').click();
      await page.waitForURL((url) => url.pathname === `/dashboard/users/${userId}`);
      await page.getByLabel('Rôle', { exact: true }).selectOption('moderator');
      await page.getByRole('button', { name: 'Enregistrer le rôle' }).click();
      await page.getByText(FR.roleSaved).waitFor();

      // The API, asked with the admin's session, has the new role.
      await eventually(
        async () =>
          (await apiAs<{ data: UserView }>(context, `/api/users/${userId}`)).body.data?.roles?.[0]?.name,
      ).toBe('moderator');
      expect(admin.errors).toEqual([]);
    } finally {
      await admin.context.close();
    }

    const moderator = await e2e.openPage();
    try {
      const { page, context } = moderator;
      await logIn(page, person);
      await navLink(page, 'Tableau de bord').waitFor(); // staff: the dashboard link is there
      await page.goto('/dashboard/users');
      // Spec §6: unauthorised users are redirected to login, here with the permission message (README, Decisions).
      await page.waitForURL((url) => url.pathname === '/authentication/login');
      await eventually(() => textOf(loginFlash(page))).toBe(FR.forbidden);
      expect(await usersTable(page).count()).toBe(0);
      expect((await apiAs(context, '/api/users')).status).toBe(403);
      expect(moderator.errors).toEqual([]);
    } finally {
      await moderator.context.close();
    }
  });

  it('a customer and a visitor are kept away from /dashboard/users', async () => {
    const person: Person = {
      name: 'Lina',
      lastName: 'Bouzid',
      email: 'lina.bouzid@example.dz',
      password: 'lina-secret',
    };
    await verifiedCustomer(e2e, person);
    const customer = await e2e.openPage();
    try {
      const { page, context } = customer;
      await logIn(page, person);
      expect(await navLink(page, 'Tableau de bord').count()).toBe(0);
      await page.goto('/dashboard/users');
      // Spec §6: redirected to login with the permission message; the login screen stays (no bounce back).
      await page.waitForURL((url) => url.pathname === '/authentication/login');
      await eventually(() => textOf(loginFlash(page))).toBe(FR.forbidden);
      expect(await usersTable(page).count()).toBe(0);
      await page.goto('/dashboard/banners');
      await page.waitForURL((url) => url.pathname === '/authentication/login');
      await eventually(() => textOf(loginFlash(page))).toBe(FR.forbidden);
      await page.getByRole('form', { name: 'Connexion' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/authentication/login');
      expect((await apiAs(context, '/api/users')).status).toBe(403);
      expect(customer.errors).toEqual([]);
    } finally {
      await customer.context.close();
    }

    const visitor = await e2e.openPage();
    try {
      const { page, context } = visitor;
      await page.goto('/dashboard/users');
      await page.waitForURL((url) => url.pathname === '/authentication/login');
      expect(await textOf(loginFlash(page))).toBe(FR.mustLogin);
      expect(await usersTable(page).count()).toBe(0);
      expect((await apiAs(context, '/api/users')).status).toBe(401);
      expect(visitor.errors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });

  it('logging in over and over (tabs, devices) never locks out; after failed tries the wait is said in minutes', async () => {
    const person: Person = {
      name: 'Samir',
      lastName: 'Khelifi',
      email: 'samir.khelifi@example.dz',
      password: 'samir-secret',
    };
    await verifiedCustomer(e2e, person);
    const { context, page, errors } = await e2e.openPage();
    try {
      // 7 logins in a row, more than the 5 tries of the limit: each one gets in
      for (let i = 0; i < 7; i++) {
        await typeLogin(page, ADMIN);
        await nav(page).getByRole('link', { name: 'Déconnexion', exact: true }).waitFor();
        await page.goto('/authentication/logout');
        await nav(page).getByRole('link', { name: 'Connexion', exact: true }).waitFor();
      }
      // 5 wrong passwords are refused as such; the 6th try is locked out, the wait said in minutes
      for (let i = 0; i < 5; i++) {
        await typeLogin(page, { email: person.email, password: `wrong-${i}` });
        await eventually(() => textOf(page.getByRole('alert').first())).toContain(FR.invalidCredentials);
      }
      await typeLogin(page, person);
      await eventually(() => textOf(page.getByRole('alert').first())).toContain(FR.lockedOut);
      expect(await nav(page).getByRole('link', { name: 'Connexion', exact: true }).isVisible()).toBe(true);
      expect(errors.filter((e) => !/status of (401|429)/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 150_000);

  it('deleting the account asks for the password in the confirmation dialog; a wrong one deletes nothing', async () => {
    const person: Person = {
      name: 'Rania',
      lastName: 'Saidi',
      email: 'rania.saidi@example.dz',
      password: 'rania-secret',
    };
    const userId = await verifiedCustomer(e2e, person);
    const { context, page, errors } = await e2e.openPage();
    try {
      await typeLogin(page, person);
      await nav(page).getByRole('link', { name: 'Déconnexion', exact: true }).waitFor();
      await page.goto('/myAccount/myProfile');
      await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
      const dialog = page.getByRole('alertdialog');
      await field(dialog, 'Votre mot de passe').waitFor();

      // no password: asked for, nothing sent
      await dialog.getByRole('button', { name: 'Oui, supprimer' }).click();
      await eventually(() => textOf(dialog)).toContain(FR.required);
      // a wrong one: refused, the account stays
      await field(dialog, 'Votre mot de passe').fill('not-my-password');
      await dialog.getByRole('button', { name: 'Oui, supprimer' }).click();
      await eventually(() => textOf(dialog)).toContain(FR.wrongPassword);
      expect(
        (await apiAs<{ data: UserView | null }>(context, `/api/users/me/${userId}`)).body.data?._id,
      ).toBe(userId);

      // the right one: deleted, logged out, and the password no longer logs in
      await field(dialog, 'Votre mot de passe').fill(person.password);
      await dialog.getByRole('button', { name: 'Oui, supprimer' }).click();
      await nav(page).getByRole('link', { name: 'Connexion', exact: true }).waitFor();
      expect(await stored(page, 'userId')).toBeNull();
      await typeLogin(page, person);
      await eventually(() => textOf(page.getByRole('alert').first())).toContain(FR.invalidCredentials);
      expect(errors.filter((e) => !/status of (400|401)/.test(e))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
