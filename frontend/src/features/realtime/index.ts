export { useRealtime } from './use-realtime';
