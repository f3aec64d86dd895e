// Baseline of the websocket bench: node:http with a raw `ws` server on /ws that answers a client's first message
// with a `ready` message, as the server's socket endpoint answers a good auth, and then keeps the socket open.
import http from 'node:http';
import { WebSocketServer } from 'ws';

const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"status":"ok"}');
});
const sockets = new WebSocketServer({ server, path: '/ws' });
sockets.on('connection', (socket) => {
  socket.once('message', () => socket.send(JSON.stringify({ type: 'ready', data: {}, at: Date.now() })));
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => {
  for (const socket of sockets.clients) socket.terminate();
  server.close(() => process.exit(0));
});
