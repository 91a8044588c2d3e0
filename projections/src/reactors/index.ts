export {
  createMailReactor,
  mailReactorCheckpointKey,
  type MailReactor,
  type MailReactorDeps,
} from './mail-reactor';
export { createMailQueue } from './mail-queue';
export {
  createOrderReactor,
  orderReactorCheckpointKey,
  type OrderReactor,
  type OrderReactorDeps,
} from './order-reactor';
export { createOrdersQueue } from './orders-queue';
export { orderPageLink } from './order-jobs';
export {
  createBackOfficeReactor,
  backOfficeReactorCheckpointKey,
  type BackOfficeReactor,
  type BackOfficeReactorDeps,
} from './back-office-reactor';
export { startShopReactors, type ShopReactors, type ShopReactorsDeps } from './start-reactors';
export { createPushReactor, pushReactorCheckpointKey, type PushReactorDeps } from './push-reactor';
