// Baseline of the login bench: raw node:http answering each POST with one argon2id verify (@node-rs/argon2) of a
// stored hash, with the parameters the server hashes passwords with (apps/server/src/platform/passwords.ts: 19 MiB,
// 2 passes, parallelism 1): the work a login cannot avoid, with nothing around it.
import http from 'node:http';
import { hash, verify } from '@node-rs/argon2';

const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const stored = await hash('Demo1234', options);
const server = http.createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', async () => {
    const ok = await verify(stored, 'Demo1234');
    const body = JSON.stringify({ success: ok, bytes: Buffer.concat(chunks).length });
    response.writeHead(ok ? 200 : 500, { 'content-type': 'application/json', 'content-length': body.length });
    response.end(body);
  });
});
server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
