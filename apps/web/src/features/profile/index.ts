export { profileQuery } from './api/get-profile';
export { SecurityCentreSection } from './components/security-centre-section';
