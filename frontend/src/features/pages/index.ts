export { LegalSections } from './components/legal-sections';
export { flashText } from './flash';
