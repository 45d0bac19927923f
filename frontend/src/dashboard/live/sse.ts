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
