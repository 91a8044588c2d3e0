export { ReadyBoard } from './components/ready-board';
