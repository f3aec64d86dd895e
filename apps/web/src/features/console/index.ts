export { ConsoleLogin } from './components/console-login';
export { ConsoleShell } from './components/console-shell';
export { useConsoleSession } from './stores/console-session';
