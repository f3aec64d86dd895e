export { connectSocket, PING_INTERVAL_MS, type SocketClientOptions } from './socket-client';
export { publishSocketMessage, subscribeSocketEvent, useSocketEvent } from './socket-events';
