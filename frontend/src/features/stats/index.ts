export { StatsPage } from './components/stats-page';
