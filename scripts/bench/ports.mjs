// Refuses to start when a port the benchmark needs is taken: figures from a busy port would
// mix another program's answers (or load) into ours.
import { connect, createServer } from 'node:net';

function answersConnections(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

function canListen(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Exits with status 1, naming the ports, when any of them is in use. */
export async function refuseBusyPorts(ports) {
  const busy = [];
  for (const port of ports) {
    if ((await answersConnections(port)) || !(await canListen(port))) busy.push(port);
  }
  if (busy.length > 0) {
    console.error(
      `bench: port ${busy.join(', ')} already in use on 127.0.0.1; stop whatever holds it and run again.`,
    );
    process.exit(1);
  }
}
