export { CustomerServiceButton } from './components/customer-service-button';
export { CUSTOMER_SERVICE_WINDOW, useCustomerService } from './hooks/use-customer-service';
export { isPlainUrl, pickServiceEntry, resolveServiceLink } from './lib/service-link';
