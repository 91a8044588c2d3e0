import type { Language, MailKind } from '@shop/contracts';

// The words of each mail, per language (fr is the shop's default; ar is written right to left).
export type MailTexts = {
  subject: string;
  greeting: string;
  body: string;
  button: string;
  expiry: string;
  ignore: string;
};

export const brand = 'Oran Food';

export const mailTexts: Record<MailKind, Record<Language, MailTexts>> = {
  'verify-email': {
    fr: {
      subject: `${brand} : confirmez votre adresse e-mail`,
      greeting: 'Bonjour,',
      body: `Merci pour votre inscription chez ${brand}. Confirmez votre adresse e-mail en cliquant sur le bouton ci-dessous.`,
      button: 'Confirmer mon adresse e-mail',
      expiry: 'Ce lien est valable 24 heures.',
      ignore: "Si vous n'avez pas créé de compte, ignorez ce message.",
    },
    en: {
      subject: `${brand}: confirm your e-mail address`,
      greeting: 'Hello,',
      body: `Thank you for signing up at ${brand}. Confirm your e-mail address with the button below.`,
      button: 'Confirm my e-mail address',
      expiry: 'This link is valid for 24 hours.',
      ignore: 'If you did not create an account, ignore this message.',
    },
    ar: {
      subject: `${brand}: تأكيد بريدك الإلكتروني`,
      greeting: 'مرحبًا،',
      body: `شكرًا لتسجيلك في ${brand}. أكّد بريدك الإلكتروني بالنقر على الزر أدناه.`,
      button: 'تأكيد بريدي الإلكتروني',
      expiry: 'هذا الرابط صالح لمدة 24 ساعة.',
      ignore: 'إذا لم تقم بإنشاء حساب، فتجاهل هذه الرسالة.',
    },
  },
  'reset-password': {
    fr: {
      subject: `${brand} : réinitialisation de votre mot de passe`,
      greeting: 'Bonjour,',
      body: 'Vous avez demandé un nouveau mot de passe. Choisissez-le en cliquant sur le bouton ci-dessous.',
      button: 'Choisir un nouveau mot de passe',
      expiry: "Ce lien est valable 1 heure et ne sert qu'une fois.",
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
    },
    en: {
      subject: `${brand}: reset your password`,
      greeting: 'Hello,',
      body: 'You asked for a new password. Choose it with the button below.',
      button: 'Choose a new password',
      expiry: 'This link is valid for 1 hour and works only once.',
      ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
    },
    ar: {
      subject: `${brand}: إعادة تعيين كلمة المرور`,
      greeting: 'مرحبًا،',
      body: 'لقد طلبت كلمة مرور جديدة. اخترها بالنقر على الزر أدناه.',
      button: 'اختيار كلمة مرور جديدة',
      expiry: 'هذا الرابط صالح لمدة ساعة واحدة ولا يُستخدم إلا مرة واحدة.',
      ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
    },
  },
  'sign-up-attempt': {
    fr: {
      subject: `${brand} : tentative d'inscription avec votre adresse`,
      greeting: 'Bonjour,',
      body: `Quelqu'un, peut-être vous, a essayé de créer un compte ${brand} avec cette adresse e-mail. Vous avez déjà un compte : aucun nouveau compte n'a été créé.`,
      button: 'Mot de passe oublié ?',
      expiry: "Si c'était vous, connectez-vous avec votre mot de passe ou choisissez-en un nouveau.",
      ignore:
        "Si ce n'était pas vous, ignorez ce message : personne ne peut utiliser votre compte sans votre mot de passe.",
    },
    en: {
      subject: `${brand}: someone tried to sign up with your address`,
      greeting: 'Hello,',
      body: `Someone, perhaps you, tried to create a ${brand} account with this e-mail address. You already have an account: no new account was created.`,
      button: 'Forgot your password?',
      expiry: 'If it was you, log in with your password or choose a new one.',
      ignore: 'If it was not you, ignore this message: nobody can use your account without your password.',
    },
    ar: {
      subject: `${brand}: محاولة تسجيل ببريدك الإلكتروني`,
      greeting: 'مرحبًا،',
      body: `حاول شخص ما، ربما أنت، إنشاء حساب في ${brand} بهذا البريد الإلكتروني. لديك حساب بالفعل: لم يُنشأ أي حساب جديد.`,
      button: 'نسيت كلمة المرور؟',
      expiry: 'إذا كنت أنت، فسجّل الدخول بكلمة مرورك أو اختر كلمة مرور جديدة.',
      ignore: 'إذا لم تكن أنت، فتجاهل هذه الرسالة: لا يمكن لأحد استخدام حسابك دون كلمة مرورك.',
    },
  },
};
