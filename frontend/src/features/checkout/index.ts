export { CheckoutScreen } from './components/checkout-screen';
