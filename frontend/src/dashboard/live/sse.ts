/** One message of the live stream: its type and data, or only its number (`id:`) for an event the viewer may not see. */
export interface LiveEvent {
  /** null for a frame that carries only its number. */
  type: string | null;
  /** The tenant's event number (`id:`); null when the frame has none. */
  id: number | null;
  data: unknown;
}

/** One SSE message block ("event: x\nid: 7\ndata: {...}") to an event; comments (heartbeats) give null. */
export function parseBlock(block: string): LiveEvent | null {
  let name: string | undefined;
  let id: number | null = null;
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    else if (line.startsWith('id:')) {
      const value = Number(line.slice(3).trim());
      if (Number.isSafeInteger(value)) id = value;
    }
  }
  if (data.length === 0) return id === null ? null : { type: null, id, data: null };
  let payload: unknown;
  try {
    payload = JSON.parse(data.join('\n'));
  } catch {
    return null;
  }
  return name ? { type: name, id, data: payload } : null;
}

/** Waits after a failed connection, longer each time. */
export const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** The server sends a heartbeat comment every 25 s; a stream silent for longer than two is dead. */
const SILENCE_LIMIT_MS = 60_000;

/** Resolves after `ms`, or at once when `signal` aborts. */
export const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/**
 * Reads an event stream's body until it ends, handing each event to `onEvent`; a stream silent for longer than
 * SILENCE_LIMIT_MS aborts `connection`. The one reader of the dashboard's and the restaurant screen's streams.
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: LiveEvent) => void, connection: AbortController) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let watchdog = setTimeout(() => connection.abort(), SILENCE_LIMIT_MS);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      clearTimeout(watchdog);
      watchdog = setTimeout(() => connection.abort(), SILENCE_LIMIT_MS);
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = parseBlock(block);
        if (event) onEvent(event);
      }
    }
  } finally {
    clearTimeout(watchdog);
  }
}
