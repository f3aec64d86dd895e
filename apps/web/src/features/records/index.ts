export { BetRecordsSection, PersonalProfitSection } from './components/record-sections';
