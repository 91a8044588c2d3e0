import { describe, expect, it } from 'vitest';
import { renderMail } from './render';

const link = 'https://oran-food.dz/authentication/verifyEmail/aaa.bbb.ccc';

describe('mail rendering', () => {
  it('writes the verification mail in French by default wording, with the button link and the 24 h expiry', () => {
    const mail = renderMail({ kind: 'verify-email', language: 'fr', link });
    expect(mail.subject).toBe('Oran Food : confirmez votre adresse e-mail');
    expect(mail.text).toContain('Bonjour,');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Ce lien est valable 24 heures.');
    expect(mail.html).toContain(`<a href="${link}"`);
    expect(mail.html).toContain('Confirmer mon adresse e-mail');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
  });

  it('writes Arabic right to left, and the reset mail with its 1 h expiry', () => {
    const ar = renderMail({ kind: 'reset-password', language: 'ar', link });
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain('text-align:right');
    expect(ar.subject).toContain('إعادة تعيين كلمة المرور');
    expect(ar.text).toContain('هذا الرابط صالح لمدة ساعة واحدة');
    const en = renderMail({ kind: 'reset-password', language: 'en', link });
    expect(en.subject).toBe('Oran Food: reset your password');
    expect(en.text).toContain('This link is valid for 1 hour');
  });

  it('writes the sign-up attempt mail in the three languages, with the forgot-password button', () => {
    const forgot = 'https://oran-food.dz/authentication/forgotPassword';
    const fr = renderMail({ kind: 'sign-up-attempt', language: 'fr', link: forgot });
    expect(fr.subject).toBe("Oran Food : tentative d'inscription avec votre adresse");
    expect(fr.html).toContain('Mot de passe oublié ?');
    const en = renderMail({ kind: 'sign-up-attempt', language: 'en', link: forgot });
    expect(en.subject).toBe('Oran Food: someone tried to sign up with your address');
    expect(en.text).toContain('no new account was created');
    const ar = renderMail({ kind: 'sign-up-attempt', language: 'ar', link: forgot });
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.subject).toContain('محاولة تسجيل');
  });

  it('escapes the link in the HTML', () => {
    const mail = renderMail({ kind: 'verify-email', language: 'en', link: 'https://x.dz/a?b=1&c="2"' });
    expect(mail.html).toContain('href="https://x.dz/a?b=1&amp;c=&quot;2&quot;"');
  });
});
