export { FeedbackSection } from './components/feedback-section';
