/**
 * `npx tsx tests/bench/profile-ssr.ts [path|search|room] [--seconds 5] [--cached] [--callers NAME] [--save FILE]`
 *
 * A CPU profile of uncached renders (or, with --cached, page-cache hits) of one page (default `/`; `search`
 * and `room` are the benchmark's) in the benchmark's workerd set-up: starts the app with workerd's inspector,
 * loads the page for a few seconds while the profiler samples, then prints the functions with the most self
 * time and the share of time spent below some of the app's phases.
 */
import { writeFileSync } from "node:fs";
import { connectInspector } from "./inspector";
import {
  addDays,
  BASE_PORT,
  buildApp,
  bundleWorkers,
  log,
  numberArg,
  runLoad,
  searchCityId,
  searchPath,
  seedState,
  startWorkers,
  tempRunDir,
  todayInJakarta,
} from "./harness";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}

const argv = process.argv.slice(2);
const named = argv.find((a) => a === "search" || a === "room");
const given = argv.find((a) => a.startsWith("/")) ?? "/";
const seconds = numberArg(argv, "seconds", 5);
const INSPECTOR_PORT = BASE_PORT + 9;

async function main() {
  const run = tempRunDir("profile");
  buildApp();
  const secrets = await seedState(run.dir);
  const bundles = await bundleWorkers(run.dir);
  const workers = await startWorkers({ stateDir: run.dir, bundles, secrets, inspectorPort: INSPECTOR_PORT });
  try {
    // Uncached renders (an Authorization header bypasses the page cache), or with --cached the page cache's hits.
    const cached = argv.includes("--cached");
    const visitor = { "Accept-Language": "id", "CF-Connecting-IP": "198.51.100.7" };
    const headers: Record<string, string> = cached ? visitor : { ...visitor, Authorization: "Bearer profile" };
    // `search` and `room`: the benchmark's pages (Malang two weeks ahead, 2 nights, and its first room page).
    const search = searchPath(await searchCityId(workers), addDays(todayInJakarta(), 14), 2);
    const roomOf = async () => {
      const html = await (await fetch(workers.urls.app + search, { headers })).text();
      const match = html.match(/\/room\/\d+\/\d+\/\d+\/\d{4}-\d\d-\d\d\/\d{4}-\d\d-\d\d\/\d+\/\d+/);
      if (!match) throw new Error("the search page links no room page");
      return match[0];
    };
    const target = named === "search" ? search : named === "room" ? await roomOf() : given;
    await runLoad({ url: workers.urls.app + target, connections: 4, seconds: 2, headers, cpu: null });
    const inspector = await connectInspector(INSPECTOR_PORT);
    const send = inspector.send;
    await send("Profiler.enable");
    await send("Profiler.setSamplingInterval", { interval: 200 });
    await send("Profiler.start");
    const load = await runLoad({ url: workers.urls.app + target, connections: 4, seconds, headers, cpu: null });
    const { profile } = (await send("Profiler.stop")) as { profile: { nodes: ProfileNode[]; startTime: number; endTime: number } };
    inspector.close();
    // --save FILE keeps the raw profile (Chrome DevTools' .cpuprofile format) for a closer look.
    const saveTo = argv[argv.indexOf("--save") + 1];
    if (argv.includes("--save") && saveTo) writeFileSync(saveTo, JSON.stringify(profile));
    log(`${target}: ${load.rps.toFixed(0)} req/s while profiling`);
    // The profile's span × its share of non-idle samples, per request: the isolate's wall time per request at
    // this load, which also holds the time the rest of workerd's main thread (the asset router, the local D1,
    // HTTP) took while the isolate waited; the isolate's own JavaScript is only part of it (docs/performance.md).
    const all = profile.nodes.reduce((sum, n) => sum + n.hitCount, 0);
    const idle = profile.nodes.filter((n) => n.callFrame.functionName === "(idle)").reduce((sum, n) => sum + n.hitCount, 0);
    const busyMs = ((profile.endTime - profile.startTime) / 1000) * ((all - idle) / all);
    log(`isolate busy (wall) ${(busyMs / Math.max(1, load.requests)).toFixed(1)} ms per request (${load.requests} requests)`);
    log(`JavaScript samples per request: ${((all - idle) / Math.max(1, load.requests)).toFixed(1)} (sampling every 200 µs when the sampler gets the CPU)`);

    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const total = profile.nodes.reduce((sum, n) => sum + n.hitCount, 0);
    const self = new Map<string, number>();
    for (const node of profile.nodes) {
      const key = `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.split("/").pop()}:${node.callFrame.lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + node.hitCount);
    }
    log(`\nself time (${total} samples):`);
    for (const [key, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
      log(`  ${((hits / total) * 100).toFixed(1).padStart(5)} %  ${key}`);

    const inclusive = (node: ProfileNode): number =>
      node.hitCount + (node.children ?? []).reduce((s, c) => s + inclusive(byId.get(c)!), 0);
    const phases = new Map<string, number>();
    const visit = (node: ProfileNode, inside: Set<string>) => {
      const name = node.callFrame.functionName;
      let here = inside;
      if (name && !inside.has(name)) {
        phases.set(name, (phases.get(name) ?? 0) + inclusive(node));
        here = new Set(inside).add(name);
      }
      for (const child of node.children ?? []) visit(byId.get(child)!, here);
    };
    visit(profile.nodes[0], new Set());
    // Who calls the functions named with --callers (inclusive time per calling function).
    const callersOf = argv.filter((_, i) => argv[i - 1] === "--callers");
    const parent = new Map<number, ProfileNode>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
    for (const name of callersOf) {
      const callers = new Map<string, number>();
      for (const node of profile.nodes) {
        if (node.callFrame.functionName !== name) continue;
        let up = parent.get(node.id);
        while (up && up.callFrame.functionName === name) up = parent.get(up.id);
        const chain = [up, up && parent.get(up.id), up && parent.get(up.id) && parent.get(parent.get(up.id)!.id)]
          .map((n) => n?.callFrame.functionName || "?")
          .join(" < ");
        callers.set(chain, (callers.get(chain) ?? 0) + inclusive(node));
      }
      log(`\ncallers of ${name}:`);
      for (const [chain, hits] of [...callers].sort((a, b) => b[1] - a[1]).slice(0, 12))
        log(`  ${((hits / total) * 100).toFixed(1).padStart(5)} %  ${chain}`);
    }
    log(`\ninclusive time (top functions):`);
    for (const [name, hits] of [...phases].sort((a, b) => b[1] - a[1]).slice(0, 150))
      log(`  ${((hits / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
  } finally {
    await workers.dispose();
    run.remove();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
