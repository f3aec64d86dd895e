export { LanguageSelect } from './components/language-select';
export { ThemeToggle } from './components/theme-toggle';
