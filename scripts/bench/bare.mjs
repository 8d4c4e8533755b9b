// The baseline, run as its own process: a bare node:http server that replays recorded answers.
//   node scripts/bench/bare.mjs <port>   (recordings as JSON on stdin)
// Each recording is { method, url, status, statusMessage, headers: [name, value, …], body }
// (body in base64), already stripped of hop-by-hop headers and with its content-length
// recomputed; node:http adds Date and Connection itself, as it does for the real server.
// It reads each request's body before answering, as the real server must. Prints "ready".
import { createServer } from 'node:http';
import { text } from 'node:stream/consumers';

const port = Number(process.argv[2]);
const answers = new Map();
for (const recording of JSON.parse(await text(process.stdin))) {
  answers.set(`${recording.method} ${recording.url}`, {
    ...recording,
    body: Buffer.from(recording.body, 'base64'),
  });
}

const server = createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    const answer = answers.get(`${request.method} ${request.url}`);
    if (!answer) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(answer.status, answer.statusMessage, answer.headers).end(answer.body);
  });
});
server.listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
