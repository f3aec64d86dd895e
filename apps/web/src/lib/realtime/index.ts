// The event bus only: features listen through it from the start-up bundle. The socket client (with the contract's
// message schemas) is imported from './socket-client' by the one lazy part that connects, so zod stays out of the
// first load.
export {
  publishSocketClosed,
  publishSocketMessage,
  publishSocketReady,
  useSocketEvent,
  useSocketReady,
} from './socket-events';
