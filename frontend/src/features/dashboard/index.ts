export { DashboardIndex } from './components/dashboard-index';
export { DashboardLayout } from './components/dashboard-layout';
export { dashboardSections, sectionsFor, type DashboardSection } from './sections';
