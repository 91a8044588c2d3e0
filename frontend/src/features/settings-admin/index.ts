export { SettingsAdmin } from './components/settings-admin';
