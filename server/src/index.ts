export { createShop, type Shop, type ShopOptions } from './create-shop';
export { buildClientIfStale, clientBuildReason, clientDist } from './client-build';
