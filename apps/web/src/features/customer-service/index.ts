export { CustomerServiceButton } from './components/customer-service-button';
export { useCustomerService } from './hooks/use-customer-service';
