export { createWorkers, type Workers, type WorkersDeps } from './create-workers';
export { createMailer, type Mailer, type MailerOptions } from './mail/mailer';
export { renderMail } from './mail/render';
export { createOrderWorkers, type OrderWorkers, type OrderWorkersDeps } from './orders/index';
export { createImageWorkers, type ImageWorkers, type ImageWorkersDeps } from './images/create-image-workers';
export { createPromoWorkers, type PromoWorkers, type PromoWorkersDeps } from './promos/create-promo-workers';
export { startShopWorkers, type ShopWorkers, type ShopWorkersDeps } from './start-workers';
