export { statsProjection, localDayHour, type OrderContribution } from './stats';
