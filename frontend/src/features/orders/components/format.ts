const locale = (lng: string | undefined) =>
  lng?.startsWith('ar') ? 'ar-DZ-u-nu-latn' : lng?.startsWith('en') ? 'en-GB' : 'fr-FR';

export const formatDate = (iso: string, lng: string | undefined) =>
  new Intl.DateTimeFormat(locale(lng), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
