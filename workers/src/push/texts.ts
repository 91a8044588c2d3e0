import {
  isRtl,
  orderStepLabels,
  type Language,
  type OrderStepPushJob,
  type PushMessage,
} from '@shop/contracts';

// The words of the order-step push notification, per language (the language the page was in when the customer
// allowed notifications on that browser).
const texts: Record<
  Language,
  { title: (number: string) => string; step: (label: string) => string; cancelled: string }
> = {
  fr: {
    title: (n) => `Oran Food : commande n° ${n}`,
    step: (label) => `Votre commande est à l’étape « ${label} ».`,
    cancelled: 'Votre commande a été annulée.',
  },
  en: {
    title: (n) => `Oran Food: order #${n}`,
    step: (label) => `Your order is now at the step “${label}”.`,
    cancelled: 'Your order was cancelled.',
  },
  ar: {
    title: (n) => `Oran Food: الطلب رقم ${n}`,
    step: (label) => `طلبك الآن في مرحلة «${label}».`,
    cancelled: 'تم إلغاء طلبك.',
  },
};

export function orderStepPushMessage(job: OrderStepPushJob, number: string, language: Language): PushMessage {
  const t = texts[language];
  return {
    title: t.title(number),
    body: job.status === 'cancelled' ? t.cancelled : t.step(orderStepLabels[job.status][language]),
    url: `/myAccount/myOrders/${encodeURIComponent(job.orderId)}`,
    tag: `order-${job.orderId}`,
    lang: language,
    dir: isRtl(language) ? 'rtl' : 'ltr',
  };
}
