/**
 * A D1 binding that reports how long each call took (for the metrics page) and otherwise behaves as the
 * original: statements are thin proxies, and `batch` receives the original statements back.
 */
const TIMED_METHODS = new Set<PropertyKey>(["first", "all", "run", "raw"]);

export function instrumentD1(database: D1Database, onQuery: (ms: number) => void): D1Database {
  const originals = new WeakMap<object, D1PreparedStatement>();

  async function timed<T>(run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await run();
    } finally {
      onQuery(performance.now() - started);
    }
  }

  function wrapStatement(statement: D1PreparedStatement): D1PreparedStatement {
    const proxy = new Proxy(statement, {
      get(target, property) {
        if (property === "bind") {
          return (...values: unknown[]) => wrapStatement(target.bind(...values));
        }
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        if (TIMED_METHODS.has(property)) {
          return (...args: unknown[]) => timed(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
        }
        return (value as (...a: unknown[]) => unknown).bind(target);
      },
    });
    originals.set(proxy, statement);
    return proxy;
  }

  return new Proxy(database, {
    get(target, property) {
      if (property === "prepare") return (query: string) => wrapStatement(target.prepare(query));
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) =>
          timed(() => target.batch(statements.map((statement) => originals.get(statement) ?? statement)));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
