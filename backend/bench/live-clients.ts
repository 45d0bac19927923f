// npm run bench:live-clients, in two halves on one instance.
// Correctness: BENCH_CLIENTS (200) dashboard clients, each running the frontend's own live cache
// (frontend/src/dashboard/live/live-cache.ts and sse.ts, transpiled from their source at the start) on a TanStack
// QueryClient over a real event stream. Most are staff (distinct people: the meal list of one location and "Mijn
// reserveringen"), one in 20 is the kitchen (all portions, the counter list, the dish's hand-over list), one in 100 an
// admin (all portions and the statistics). A burst of BENCH_RESERVATIONS (50) reservations by as many people follows, one
// every BENCH_SPACING_MS (20); reported: list reads per client per event, the server's CPU per event, and every client's
// lists compared with the server's at the end.
// Latency: BENCH_LIGHT_CLIENTS (2,000) plain SSE readers in a process of their own (light-clients.ts), so that the
// bench is not what is measured; the same burst on another dish; reported: the time from each POST until each client
// received its event, the server's CPU per event, and the readers' own CPU (the bench fails above 50 % of the burst).
import { fork } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/query-core';
import pg from 'pg';
import ts from 'typescript';
import type { LightClientsCommand, LightClientsReply } from './light-clients.js';
import {
  BACKEND,
  BENCH_DIST,
  cpuMs,
  demoTenant,
  insertColleagues,
  machine,
  ms,
  percentile,
  report,
  startDatabase,
  startServer,
} from './support.js';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const LIGHT_CLIENTS = Number(process.env.BENCH_LIGHT_CLIENTS ?? 2000);
const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 50);
/** Between two POSTs of a burst (BENCH_SPACING_MS, 20 ms: 50 reservations in a second; a lunch hour has 50 in a minute). */
const SPACING_MS = Number(process.env.BENCH_SPACING_MS ?? 20);
/** A first burst on another dish, not measured: the server and the clients compile the event path on it, not on the measured one. */
const WARM_UP_RESERVATIONS = 20;
const OPEN_CONCURRENCY = 100;
/** The dashboard's page (PAGE_SIZE in frontend/src/dashboard/queries.ts). */
const PAGE_SIZE = 200;
const PAGE = encodeURIComponent(`[0,${PAGE_SIZE - 1}]`);
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const readAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const now = () => performance.timeOrigin + performance.now();

/** The frontend's modules the bench runs, by name, with their source under frontend/src/dashboard. */
const FRONTEND_MODULES = { 'live-cache': 'live/live-cache.ts', sse: 'live/sse.ts', 'portion-status': 'portions/portion-status.ts' };

/** The frontend's modules, transpiled from their source as they are, their imports of each other pointed at the copies. */
async function frontendModules() {
  const source = join(BACKEND, '..', 'frontend', 'src', 'dashboard');
  const target = join(BENCH_DIST, 'frontend-live');
  mkdirSync(target, { recursive: true });
  for (const [name, path] of Object.entries(FRONTEND_MODULES)) {
    const { outputText } = ts.transpileModule(readFileSync(join(source, path), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    });
    const linked = outputText.replace(/from '(?:\.\.?\/)+(?:[\w-]+\/)*([\w-]+)'/g, (whole, module: string) =>
      module in FRONTEND_MODULES ? `from './${module}.mjs'` : whole,
    );
    if (/^import\s(?!type)(?![^;]*from '\.\/[\w-]+\.mjs')/m.test(linked))
      throw new Error(`${name}.ts now imports another module at run time: add it to FRONTEND_MODULES`);
    writeFileSync(join(target, `${name}.mjs`), linked);
  }
  const url = (name: string) => pathToFileURL(join(target, `${name}.mjs`)).href;
  const { LiveCache } = (await import(url('live-cache'))) as {
    LiveCache: new (client: QueryClient, options: { role: () => string; pageSize: number }) => Cache;
  };
  const { parseBlock } = (await import(url('sse'))) as { parseBlock: (block: string) => LiveEvent | null };
  return { LiveCache, parseBlock };
}

/** What the bench uses of the frontend's modules (their own types live outside this program). */
interface LiveEvent {
  type: string | null;
  id: number | null;
  data: unknown;
}
interface Cache {
  opened(): void;
  receive(event: LiveEvent): void;
  dispose(): void;
}

/** GET with a token, counted per client; answers the JSON. */
function getJson(base: string, path: string, token: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { agent: readAgent, headers: { authorization: `Bearer ${token}` } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          if (response.statusCode !== 200) reject(new Error(`GET ${path} answered ${response.statusCode}: ${text}`));
          else resolve(JSON.parse(text));
        });
      })
      .once('error', reject);
  });
}

const { LiveCache, parseBlock } = await frontendModules();

interface Client {
  role: 'staff' | 'kitchen' | 'admin';
  token: string;
  queryClient: QueryClient;
  cache: Cache;
  /** query key (JSON) → server path of the list it holds */
  lists: Map<string, string>;
  listReads: number;
  statsReads: number;
  /** The number of each reservation event's the client received with its data. */
  numbers: Map<string, number>;
  lastId: number;
  request?: http.ClientRequest;
}

const database = await startDatabase();
const jwtSecret = randomBytes(32).toString('hex');
// The machine is shared: its load must not make the overload guard refuse the burst, which is what is measured.
const server = await startServer(database.url, jwtSecret, { OVERLOAD_EVENT_LOOP_DELAY_MS: '60000' });
const base = server.base;
try {
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { tenant, kitchen: kitchenId, location } = await demoTenant(db);
  // The full clients' people, the light clients' and those of the four bursts (which may be any of them).
  const people = await insertColleagues(db, tenant, Math.max(CLIENTS + LIGHT_CLIENTS, 2 * (RESERVATIONS + WARM_UP_RESERVATIONS)), 'live');
  // A user of their own for every kitchen and admin client: one user may hold only a few streams.
  const kitchens = await insertColleagues(db, tenant, Math.ceil(CLIENTS / 20), 'live-kitchen', 'kitchen');
  const admins = await insertColleagues(db, tenant, Math.ceil(CLIENTS / 100), 'live-admin', 'admin');
  await db.end();
  // Tokens signed here, as the server would after a login, so that the bench does not spend minutes on scrypt.
  const jwt = new JwtService({ secret: jwtSecret, signOptions: { algorithm: 'HS256', expiresIn: '1h' } });
  const sign = (sub: string, role: string) => jwt.signAsync({ sub, role, tenantId: tenant, ver: 0 });
  const kitchenToken = await sign(kitchenId, 'kitchen');
  const staffTokens = await Promise.all(people.map((id) => sign(id, 'staff')));
  const kitchenTokens = await Promise.all(kitchens.map((id) => sign(id, 'kitchen')));
  const adminTokens = await Promise.all(admins.map((id) => sign(id, 'admin')));

  const offer = async (title: string, totalQuantity: number) => {
    const response = await fetch(`${base}/api/protected/tenants/${tenant}/portions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${kitchenToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title,
        allergens: ['celery'],
        locationId: location,
        totalQuantity,
        availableUntil: new Date(Date.now() + 3 * 3_600_000).toISOString(),
      }),
    });
    if (response.status !== 201) throw new Error(`POST portion answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  // The dish, offered before the clients open, so that the kitchen's hand-over list of it is open on their screens.
  const dish = await offer('Stamppot boerenkool', RESERVATIONS + 10);
  const tenantApi = `/api/protected/tenants/${tenant}`;

  const newClient = (i: number): Client => {
    const role = i % 100 === 99 ? 'admin' : i % 20 === 19 ? 'kitchen' : 'staff';
    const lists = new Map<QueryKey, string>();
    if (role === 'staff') {
      lists.set(
        ['portions', tenant, { available: true, locationId: location }],
        `${tenantApi}/portions?available=true&locationId=${location}&range=${PAGE}`,
      );
      lists.set(['reservations', 'mine'], `/api/protected/reservations?range=${PAGE}`);
    } else {
      lists.set(['portions', tenant, {}], `${tenantApi}/portions?range=${PAGE}`);
    }
    if (role === 'kitchen') {
      lists.set(['reservations', 'counter', tenant, location], `${tenantApi}/locations/${location}/open-reservations`);
      const filter = encodeURIComponent(JSON.stringify({ status: 'reserved' }));
      lists.set(
        ['reservations', 'portion', tenant, dish.id],
        `${tenantApi}/portions/${dish.id}/reservations?filter=${filter}&range=${PAGE}`,
      );
    }
    if (role === 'admin') lists.set(['stats', tenant, 'totals'], `${tenantApi}/stats`);
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false, gcTime: Infinity } } });
    const token =
      role === 'staff' ? staffTokens[i] : role === 'kitchen' ? kitchenTokens[Math.floor(i / 20)] : adminTokens[Math.floor(i / 100)];
    const client: Client = {
      role,
      token,
      queryClient,
      cache: new LiveCache(queryClient, { role: () => role, pageSize: PAGE_SIZE }),
      lists: new Map([...lists].map(([key, path]) => [JSON.stringify(key), path])),
      listReads: 0,
      statsReads: 0,
      numbers: new Map(),
      lastId: 0,
    };
    return client;
  };

  /** Opens the client's stream, then (as a screen mounts) its lists; resolves once they are loaded. */
  const start = (client: Client) =>
    new Promise<void>((resolve, reject) => {
      client.request = http.get(
        `${base}/api/protected/events`,
        { agent, headers: { authorization: `Bearer ${client.token}` } },
        (response) => {
          if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
          client.cache.opened();
          let buffer = '';
          let loading: Promise<unknown> | null = null;
          response.setEncoding('utf8');
          response.on('data', (text: string) => {
            buffer += text;
            const blocks = buffer.split('\n\n');
            buffer = blocks.pop() ?? '';
            for (const block of blocks) {
              const event = parseBlock(block);
              if (!event) continue;
              client.cache.receive(event);
              if (event.id !== null) {
                client.lastId = Math.max(client.lastId, event.id);
                if (event.type === 'reservation.updated') client.numbers.set((event.data as { id: string }).id, event.id);
              }
            }
            loading ??= Promise.all(
              [...client.lists].map(([key, path]) => {
                const observer = new QueryObserver(client.queryClient, {
                  queryKey: JSON.parse(key) as QueryKey,
                  queryFn: () => {
                    if (key.startsWith('["stats"')) client.statsReads++;
                    else client.listReads++;
                    return getJson(base, path, client.token);
                  },
                });
                observer.subscribe(() => undefined);
                return observer.refetch();
              }),
            ).then(() => resolve(), reject);
          });
        },
      );
      client.request.once('error', reject);
    });

  console.log(`Correctness: opening ${CLIENTS} full clients...`);
  const clients = Array.from({ length: CLIENTS }, (_, i) => newClient(i));
  for (let opened = 0; opened < CLIENTS; opened += OPEN_CONCURRENCY)
    await Promise.all(clients.slice(opened, opened + OPEN_CONCURRENCY).map(start));
  const idle = async () => {
    const deadline = Date.now() + 60_000;
    while (clients.some((client) => client.queryClient.isFetching() > 0) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
  };
  await idle();

  /** One reservation of `portionId` per token, SPACING_MS apart; each POST's send time and its reservation's id. */
  const burst = async (portionId: string, tokens: string[]) => {
    const posts: { sentAt: number; id: Promise<string> }[] = [];
    for (const token of tokens) {
      const sentAt = now();
      const post = () =>
        fetch(`${base}/api/protected/reservations`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ portionId, quantity: 1 }),
        });
      const id = (async () => {
        // An overloaded instance (the shared machine's load) answers 503: tried again, as the app does, and counted.
        let response = await post();
        for (let attempt = 0; response.status === 503 && attempt < 20; attempt++) {
          refused++;
          await new Promise((resolve) => setTimeout(resolve, 100));
          response = await post();
        }
        if (response.status !== 201) throw new Error(`POST reservation answered ${response.status}: ${await response.text()}`);
        return ((await response.json()) as { id: string }).id;
      })();
      posts.push({ sentAt, id });
      await new Promise((resolve) => setTimeout(resolve, SPACING_MS));
    }
    return Promise.all(posts.map(async (post) => ({ sentAt: post.sentAt, id: await post.id })));
  };
  let refused = 0;
  const until = async (done: () => boolean) => {
    const deadline = Date.now() + 30_000;
    while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  };
  /**
   * The event number of each reservation's event, as a kitchen's stream (which sees them all) received it: a change
   * sends one event, but counting on that would make the bench wait for events that never come when it changes.
   */
  const numbersOf = async (numbers: Map<string, number>, reservationIds: string[]) => {
    await until(() => reservationIds.every((id) => numbers.has(id)));
    const missing = reservationIds.filter((id) => !numbers.has(id));
    if (missing.length > 0) throw new Error(`${missing.length} reservations never reached the kitchen's stream`);
    return reservationIds.map((id) => numbers.get(id)!);
  };
  const latestId = (of: { lastId: number }[]) => Math.max(...of.map((client) => client.lastId));
  const kitchenClient = clients.find((client) => client.role === 'kitchen')!;
  const staffFor = (from: number, count: number) => staffTokens.slice(from, from + count);

  console.log(`Warm-up: a second dish and ${WARM_UP_RESERVATIONS} reservations of it...`);
  const warmUpDish = await offer('Erwtensoep', WARM_UP_RESERVATIONS);
  const warmUp = await burst(warmUpDish.id, staffFor(RESERVATIONS, WARM_UP_RESERVATIONS));
  const warmUpLast = Math.max(
    ...(await numbersOf(
      kitchenClient.numbers,
      warmUp.map((post) => post.id),
    )),
  );
  await until(() => clients.every((client) => client.lastId >= warmUpLast));
  await idle();
  const startId = latestId(clients);
  for (const client of clients) {
    client.listReads = 0;
    client.statsReads = 0;
  }

  console.log(`Burst of ${RESERVATIONS} reservations...`);
  const cpuBefore = cpuMs(server);
  const posts = await burst(dish.id, staffFor(0, RESERVATIONS));
  const lastId = Math.max(
    ...(await numbersOf(
      kitchenClient.numbers,
      posts.map((post) => post.id),
    )),
  );
  await until(() => clients.every((client) => client.lastId >= lastId));
  const fullCpuPerEvent = (cpuMs(server) - cpuBefore) / (lastId - startId);
  await idle();
  const events = lastId - startId;
  const behind = clients.filter((client) => client.lastId < lastId).length;

  // Every client's lists against the server's answer for the same list and viewer.
  const answers = new Map<string, string>();
  let unequal = 0;
  for (const client of clients) {
    for (const [key, path] of client.lists) {
      if (key.startsWith('["stats"')) continue;
      const answerKey = `${client.token} ${path}`;
      if (!answers.has(answerKey)) answers.set(answerKey, JSON.stringify(await getJson(base, path, client.token)));
      const cached = JSON.stringify(client.queryClient.getQueryData(JSON.parse(key) as QueryKey));
      if (cached !== answers.get(answerKey)) {
        if (unequal === 0) {
          const server = answers.get(answerKey)!;
          let at = 0;
          while (cached[at] === server[at]) at++;
          const around = (text: string) => text.slice(Math.max(0, at - 300), at + 300);
          console.log(
            `First unequal list (${client.role}, ${key}), from character ${at}:\n  cache  …${around(cached)}\n  server …${around(server)}`,
          );
        }
        unequal++;
      }
    }
  }
  const listCount = clients.reduce((sum, client) => sum + [...client.lists.keys()].filter((key) => !key.startsWith('["stats"')).length, 0);
  const listReads = clients.reduce((sum, client) => sum + client.listReads, 0);
  const statsReads = clients.reduce((sum, client) => sum + client.statsReads, 0);
  const adminClients = clients.filter((client) => client.role === 'admin').length;
  for (const client of clients) {
    client.request?.destroy();
    client.cache.dispose();
  }

  // Latency: LIGHT_CLIENTS plain readers in their own process, a kitchen's stream here to number the reservations.
  console.log(`Latency: opening ${LIGHT_CLIENTS} light clients in a process of their own...`);
  const light = fork(join(BENCH_DIST, 'light-clients.js'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const lightReply = () =>
    new Promise<LightClientsReply>((resolve, reject) => {
      const exited = (code: number | null) => reject(new Error(`the light clients' process ended (exit ${code}) without its answer`));
      light.once('exit', exited);
      light.once('message', (reply: LightClientsReply) => {
        light.off('exit', exited);
        resolve(reply);
      });
    });
  const tell = (command: LightClientsCommand) => light.send(command);
  const opened = lightReply();
  tell({ type: 'open', base, tokens: staffFor(CLIENTS, LIGHT_CLIENTS) });
  await opened;
  const kitchenNumbers = new Map<string, number>();
  const kitchenStream = http.get(
    `${base}/api/protected/events`,
    { agent, headers: { authorization: `Bearer ${kitchenToken}` } },
    (response) => {
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        buffer += text;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const event of blocks.map(parseBlock))
          if (event?.type === 'reservation.updated' && event.id !== null) kitchenNumbers.set((event.data as { id: string }).id, event.id);
      });
    },
  );
  const lightFrom = RESERVATIONS + WARM_UP_RESERVATIONS;
  console.log(`Warm-up: a third dish and ${WARM_UP_RESERVATIONS} reservations of it...`);
  const lightWarmUpDish = await offer('Hutspot', WARM_UP_RESERVATIONS);
  const lightWarmUp = await burst(lightWarmUpDish.id, staffFor(lightFrom + RESERVATIONS, WARM_UP_RESERVATIONS));
  const lightStartId = Math.max(
    ...(await numbersOf(
      kitchenNumbers,
      lightWarmUp.map((post) => post.id),
    )),
  );
  const lightDish = await offer('Zuurkool', RESERVATIONS + 10);
  const offeredId = lightStartId + 1;

  console.log(`Burst of ${RESERVATIONS} reservations to ${LIGHT_CLIENTS} light clients...`);
  const lightCpuBefore = cpuMs(server);
  const ownCpuBefore = process.cpuUsage();
  tell({ type: 'measure' });
  const lightPosts = await burst(lightDish.id, staffFor(lightFrom, RESERVATIONS));
  const sendingMs = lightPosts[lightPosts.length - 1].sentAt - lightPosts[0].sentAt;
  const lightNumbers = await numbersOf(
    kitchenNumbers,
    lightPosts.map((post) => post.id),
  );
  const lightLastId = Math.max(...lightNumbers);
  const done = lightReply();
  tell({ type: 'until', fromId: offeredId, lastId: lightLastId });
  const result = (await done) as Extract<LightClientsReply, { type: 'done' }>;
  const lightEvents = lightLastId - offeredId;
  const lightCpuPerEvent = (cpuMs(server) - lightCpuBefore) / lightEvents;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  kitchenStream.destroy();
  const latencies: number[] = [];
  const lastClient: number[] = [];
  lightPosts.forEach(({ sentAt }, r) => {
    const arrivals = result.arrivals[lightNumbers[r]] ?? [];
    for (const arrivedAt of arrivals) latencies.push(arrivedAt - sentAt);
    lastClient.push(Math.max(...arrivals) - sentAt);
  });
  latencies.sort((a, b) => a - b);
  lastClient.sort((a, b) => a - b);
  const lightBusy = result.cpuMs / result.wallMs;

  console.log(
    `\nCorrectness: ${CLIENTS} full clients (${clients.filter((c) => c.role === 'staff').length} staff, ${clients.filter((c) => c.role === 'kitchen').length} kitchen, ${adminClients} admin), ${RESERVATIONS} reservations ${SPACING_MS} ms apart, ${events} events; ${machine()}.`,
  );
  console.log(
    `List reads during the burst ${listReads}; statistics reads ${statsReads} (${adminClients} admin screens); clients behind at the end ${behind}; POSTs refused as overloaded and tried again ${refused}; lists compared ${listCount}, unequal ${unequal}.`,
  );
  console.log(
    `Latency: ${LIGHT_CLIENTS} light clients, ${RESERVATIONS} reservations sent over ${ms(sendingMs)} (${ms((RESERVATIONS - 1) * SPACING_MS)} intended), ${lightEvents} events; light clients behind at the end ${result.behind}; their process busy ${(lightBusy * 100).toFixed(0)} % of the burst (${ms(result.cpuMs)} of ${ms(result.wallMs)}), this process ${ms((ownCpu.user + ownCpu.system) / 1000)}.`,
  );
  report([
    {
      measure: `live clients, ${CLIENTS} full clients: list reads per client per event`,
      figure: (listReads / CLIENTS / events).toFixed(4),
      ceiling: 'goal <= 0.01',
    },
    {
      measure: `live clients, ${CLIENTS} full clients: caches equal to the server's lists at the end`,
      figure: `${listCount - unequal} of ${listCount}`,
      ceiling: 'goal all',
    },
    {
      measure: `live clients, ${CLIENTS} full clients: server CPU per event (the reservation's POST included)`,
      figure: ms(fullCpuPerEvent),
      ceiling: '',
    },
    {
      measure: `live clients, ${LIGHT_CLIENTS} light clients: server CPU per event (the reservation's POST included)`,
      figure: ms(lightCpuPerEvent),
      ceiling: 'goal <= 6 ms',
    },
    {
      measure: `live clients, ${LIGHT_CLIENTS} light clients: from the POST until a client received it, p99 (p50)`,
      figure: `${ms(percentile(latencies, 99))} (${ms(percentile(latencies, 50))})`,
      ceiling: 'goal p99 <= 300 ms',
    },
    {
      measure: `live clients, ${LIGHT_CLIENTS} light clients: from the POST until the last client received it, p99 (p50) over the reservations`,
      figure: `${ms(percentile(lastClient, 99))} (${ms(percentile(lastClient, 50))})`,
      ceiling: '',
    },
    {
      measure: `live clients, ${LIGHT_CLIENTS} light clients: their own process busy during the burst`,
      figure: `${(lightBusy * 100).toFixed(0)} %`,
      ceiling: 'at most 50 %',
    },
  ]);
  if (lightBusy > 0.5)
    console.error(
      `\nTHE BENCH WAS THE BOTTLENECK: the light clients' process was busy ${(lightBusy * 100).toFixed(0)} % of the burst; the latency above is partly its own.`,
    );
  if (unequal > 0 || behind > 0 || result.behind > 0 || lightBusy > 0.5) process.exitCode = 1;
} finally {
  agent.destroy();
  readAgent.destroy();
  await server.stop();
  await database.stop();
}
