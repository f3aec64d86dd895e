import { type ConsoleDeliveryTest, consoleDeliveryTestResultSchema, consolePath } from '@lotus/contract';
import { consoleRequest } from './console-api';

/** Sends one message at once through the brand's saved delivery settings (its own, else the server's). */
export const sendDeliveryTest = (test: ConsoleDeliveryTest) =>
  consoleRequest(consolePath('testDelivery'), consoleDeliveryTestResultSchema, 'POST', test);
