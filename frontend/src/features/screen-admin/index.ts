export { ScreenAdmin } from './components/screen-admin';
