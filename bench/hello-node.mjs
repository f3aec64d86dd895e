// Baseline: raw node:http answering a small JSON body with two headers, no framework.
import http from 'node:http';

const body = JSON.stringify({ hello: 'world' });
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
