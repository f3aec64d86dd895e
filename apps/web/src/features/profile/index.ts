export { SecurityCentreSection } from './components/security-centre-section';
