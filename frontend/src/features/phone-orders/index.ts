// Staff take orders by phone or at the counter and amend them (docs/phone-and-trust.md).
export { TakeOrder } from './components/take-order';
export { AmendOrder } from './components/amend-order';
