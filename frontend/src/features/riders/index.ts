export { MyShift } from './components/my-shift';
export { RidersPage } from './components/riders-page';
