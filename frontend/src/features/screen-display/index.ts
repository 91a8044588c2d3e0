export { ScreenDisplay } from './components/screen-display';
