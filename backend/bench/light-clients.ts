// The latency half of bench:live-clients, in a process of its own so that the clients are not the bottleneck: one
// plain SSE reader per token (no query cache, no JSON parsing), which notes when each event number first arrived.
// Driven over IPC by live-clients.ts: `open`, then `measure` when the burst starts, then `until` with the last event
// number; it answers with the arrival times and its own CPU time during the burst.
import http from 'node:http';

export type LightClientsCommand =
  { type: 'open'; base: string; tokens: string[] } | { type: 'measure' } | { type: 'until'; lastId: number; fromId: number };

export type LightClientsReply =
  { type: 'opened' } | { type: 'done'; arrivals: Record<number, number[]>; behind: number; cpuMs: number; wallMs: number };

const OPEN_CONCURRENCY = 100;
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const now = () => performance.timeOrigin + performance.now();

interface LightClient {
  arrivedAt: Map<number, number>;
  lastId: number;
  request?: http.ClientRequest;
}

const clients: LightClient[] = [];
let measuring: { cpu: NodeJS.CpuUsage; at: number } | undefined;

function open(base: string, token: string): Promise<LightClient> {
  const client: LightClient = { arrivedAt: new Map(), lastId: 0 };
  return new Promise((resolve, reject) => {
    client.request = http.get(`${base}/api/protected/events`, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        buffer += text;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const line = /^id: ?(\d+)$/m.exec(block);
          if (!line) continue;
          const id = Number(line[1]);
          if (!client.arrivedAt.has(id)) client.arrivedAt.set(id, now());
          client.lastId = Math.max(client.lastId, id);
        }
      });
      resolve(client);
    });
    client.request.once('error', reject);
  });
}

/** Resolves once the reply has left: disconnecting earlier may drop a large one. */
const send = (reply: LightClientsReply) => new Promise<void>((resolve) => process.send!(reply, undefined, undefined, () => resolve()));

process.on('message', (command: LightClientsCommand) => {
  void (async () => {
    if (command.type === 'open') {
      for (let opened = 0; opened < command.tokens.length; opened += OPEN_CONCURRENCY)
        clients.push(
          ...(await Promise.all(command.tokens.slice(opened, opened + OPEN_CONCURRENCY).map((token) => open(command.base, token)))),
        );
      await send({ type: 'opened' });
    } else if (command.type === 'measure') {
      measuring = { cpu: process.cpuUsage(), at: now() };
    } else {
      const deadline = Date.now() + 30_000;
      while (clients.some((client) => client.lastId < command.lastId) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      const cpu = process.cpuUsage(measuring?.cpu);
      const wallMs = now() - (measuring?.at ?? now());
      const arrivals: Record<number, number[]> = {};
      for (let id = command.fromId; id <= command.lastId; id++)
        arrivals[id] = clients.flatMap((client) => (client.arrivedAt.has(id) ? [client.arrivedAt.get(id)!] : []));
      await send({
        type: 'done',
        arrivals,
        behind: clients.filter((client) => client.lastId < command.lastId).length,
        cpuMs: (cpu.user + cpu.system) / 1000,
        wallMs,
      });
      for (const client of clients) client.request?.destroy();
      agent.destroy();
      process.disconnect();
    }
  })();
});
