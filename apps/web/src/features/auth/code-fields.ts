/**
 * The auth feature's form pieces for other features' forms (binding a phone or an email): dialling code and number,
 * password with show/hide, and the code field with its send button and countdown. A public entry of its own, apart
 * from index.ts, so the app shell that imports index.ts does not load form code it never shows.
 */
// The fields' own styles (send button, dialling code) live in the auth dialogs' sheet.
import './components/auth-dialog.css';

export { MobileField } from './components/mobile-field';
export { PasswordField } from './components/password-field';
export { SmsCodeField } from './components/sms-code-field';
export { useCodeRequest } from './hooks/use-sms-code';
