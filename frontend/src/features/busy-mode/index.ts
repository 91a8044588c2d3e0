export { BusyMode } from './components/busy-mode';
