// The reference, run as its own process: bare.mjs's replay with one prepared PostgreSQL
// statement per request before the answer, on a pool as small as the server's. It is the floor
// for a signed-in read on this machine: one round trip and the same bytes, nothing else.
//   node scripts/bench/reference.mjs <port> <database url> <user id>   (recordings on stdin)
// Prints "ready" once it listens and its pool has answered.
import { createServer } from 'node:http';
import { text } from 'node:stream/consumers';
import pg from 'pg';

const POOL_SIZE = 4;
const [port, url, userId] = process.argv.slice(2);
const answers = new Map();
for (const recording of JSON.parse(await text(process.stdin))) {
  answers.set(`${recording.method} ${recording.url}`, {
    ...recording,
    body: Buffer.from(recording.body, 'base64'),
  });
}

const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
// The signed-in balance's own statement: named, so each connection prepares it once.
const balance = {
  name: 'reference-balance',
  text: 'select available from point_balances where user_id = $1',
  values: [Number(userId)],
};
await pool.query(balance);

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const answer = answers.get(`${request.method} ${request.url}`);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    pool.query(balance).then(
      () =>
        response.writeHead(answer.status, answer.statusMessage, answer.headers).end(answer.body),
      () => response.writeHead(503).end(),
    );
  });
});
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
