export { FairnessVerifier } from './components/fairness-verifier';
export { inputFromQuery, type VerifyInput, type VerifyResult, verify } from './lib/verify';
