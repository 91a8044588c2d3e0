export { ridersProjection } from './riders';
