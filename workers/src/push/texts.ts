import {
  formatAmount,
  isRtl,
  orderStepLabels,
  SHOP_TIME_ZONE,
  type Language,
  type OrderStepPushJob,
  type PushMessage,
} from '@shop/contracts';

// The words of the order-step push notification, per language (the language the page was in when the customer
// allowed notifications on that browser).
const texts: Record<
  Language,
  {
    title: (number: string) => string;
    step: (label: string) => string;
    cancelled: string;
    delayed: (time: string) => string;
    amended: (total: string) => string;
  }
> = {
  fr: {
    title: (n) => `Oran Food : commande n° ${n}`,
    step: (label) => `Votre commande est à l’étape « ${label} ».`,
    cancelled: 'Votre commande a été annulée.',
    delayed: (time) => `Le restaurant a du monde : votre commande est maintenant prévue vers ${time}.`,
    amended: (total) => `Votre commande a été modifiée. Nouveau total : ${total}.`,
  },
  en: {
    title: (n) => `Oran Food: order #${n}`,
    step: (label) => `Your order is now at the step “${label}”.`,
    cancelled: 'Your order was cancelled.',
    delayed: (time) => `The restaurant is busy: your order is now expected around ${time}.`,
    amended: (total) => `Your order was changed. New total: ${total}.`,
  },
  ar: {
    title: (n) => `Oran Food: الطلب رقم ${n}`,
    step: (label) => `طلبك الآن في مرحلة «${label}».`,
    cancelled: 'تم إلغاء طلبك.',
    delayed: (time) => `المطعم مزدحم: طلبك متوقع الآن حوالي الساعة ${time}.`,
    amended: (total) => `تم تعديل طلبك. المجموع الجديد: ${total}.`,
  },
};

/** HH:MM on the shop's wall clock (Africa/Algiers), in the language's digits. */
const shopTime = (iso: string | undefined, language: Language): string =>
  iso
    ? new Intl.DateTimeFormat(language === 'ar' ? 'ar-DZ' : language, {
        timeZone: SHOP_TIME_ZONE,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(iso))
    : '';

export function orderStepPushMessage(job: OrderStepPushJob, number: string, language: Language): PushMessage {
  const t = texts[language];
  return {
    title: t.title(number),
    body:
      job.amendedTotal !== undefined
        ? t.amended(formatAmount(job.amendedTotal))
        : job.status === 'cancelled'
          ? t.cancelled
          : job.status === 'delayed'
            ? t.delayed(shopTime(job.promisedAt, language))
            : t.step(orderStepLabels[job.status][language]),
    url: `/myAccount/myOrders/${encodeURIComponent(job.orderId)}`,
    tag: `order-${job.orderId}`,
    lang: language,
    dir: isRtl(language) ? 'rtl' : 'ltr',
  };
}
