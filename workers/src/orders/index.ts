export { createOrderWorkers, type OrderWorkers, type OrderWorkersDeps } from './create-order-workers';
export { renderOrderMail } from './render-order-mail';
