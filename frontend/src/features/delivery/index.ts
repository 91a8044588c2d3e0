// The delivery by the shop's riders (docs/riders.md "Dispatch, the rider's page and the code at the door").
export { RiderPage } from './components/rider-page';
export { DeliveryPanel, RiderLoads } from './components/delivery-panel';
export { DeliveryCard } from './components/delivery-card';
