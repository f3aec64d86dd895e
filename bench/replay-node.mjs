// Baseline: raw node:http answering every request with one recorded response (REPLAY, JSON from bench/lib/replay.mjs):
// the same status, headers (names, values, order) and body as the route it was recorded from, no framework. Node
// writes Date, Connection and Keep-Alive itself, as it does for the route, with the route's keep-alive timeout.
import http from 'node:http';

const { status, headers, body, keepAliveTimeout } = JSON.parse(process.env.REPLAY ?? '{}');
const payload = Buffer.from(body, 'base64');
const flat = headers.flat();
const server = http.createServer((_request, response) => {
  response.writeHead(status, flat);
  response.end(payload);
});
if (keepAliveTimeout) server.keepAliveTimeout = keepAliveTimeout;
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
