/**
 * A small client for workerd's V8 inspector (started with `inspectorPort`): connects to the app Worker's
 * isolate and sends DevTools protocol commands. Used to profile renders and to read the JS heap after a
 * forced garbage collection, which tells a leak from V8 merely growing its heap.
 */
import WebSocket from "ws";

export interface Inspector {
  send(method: string, params?: object): Promise<unknown>;
  close(): void;
}

export async function connectInspector(port: number, isolateName = "agrowisata"): Promise<Inspector> {
  const list = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  }[];
  const entry = list.find((e) => e.id.includes(isolateName)) ?? list[0];
  if (!entry) throw new Error(`no isolate on the inspector port ${port}`);
  const ws = new WebSocket(entry.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once("open", resolve).once("error", reject));
  let next = 1;
  const pending = new Map<number, (value: unknown) => void>();
  ws.on("message", (data) => {
    const message = JSON.parse(data.toString()) as { id?: number; result?: unknown };
    if (message.id && pending.has(message.id)) {
      pending.get(message.id)!(message.result);
      pending.delete(message.id);
    }
  });
  return {
    send: (method, params = {}) =>
      new Promise<unknown>((resolve) => {
        const id = next++;
        pending.set(id, resolve);
        ws.send(JSON.stringify({ id, method, params }));
      }),
    close: () => ws.close(),
  };
}

/**
 * Bytes of JS heap in use in the app's isolate right after a full garbage collection. workerd's inspector
 * does not answer HeapProfiler.collectGarbage, but a heap snapshot collects garbage first (its chunks arrive
 * as events, which are not kept).
 */
export async function heapAfterGc(inspector: Inspector): Promise<number> {
  await inspector.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
  const usage = (await inspector.send("Runtime.getHeapUsage")) as { usedSize: number };
  return usage.usedSize;
}
