export { DashboardIndex, DashboardLayout } from '@/features/dashboard';
