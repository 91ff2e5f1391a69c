import { describe, expect, it } from "vitest";
import {
  inventoryScopeOf,
  isPersonalRequest,
  memoisedInventoryVersion,
  pageCacheKey,
  parseCacheControl,
  servePage,
  storagePolicy,
} from "./page-cache.server";
import { memoisedContentVersion } from "~/models/content-version.server";

const PUBLIC = "public, max-age=0, s-maxage=300, stale-while-revalidate=600";

function testContext() {
  const pending: Promise<unknown>[] = [];
  const ctx = {
    waitUntil: (promise: Promise<unknown>) => void pending.push(promise),
    passThroughOnException: () => {},
    props: {},
  } as unknown as ExecutionContext;
  return { ctx, settle: () => Promise.all(pending.splice(0)) };
}

function page(body: string, headers: Record<string, string> = {}) {
  return new Response(`<html><body>${body}</body></html>`, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC, ...headers },
  });
}

describe("storagePolicy", () => {
  it("stores only public 200s with an s-maxage and no cookie", () => {
    expect(storagePolicy(page("x"))).toEqual({ freshFor: 300, staleFor: 600 });
    expect(storagePolicy(page("x", { "Set-Cookie": "lng=x" }))).toBeNull();
    expect(storagePolicy(page("x", { "Cache-Control": "private, max-age=60" }))).toBeNull();
    expect(storagePolicy(page("x", { "Cache-Control": "public, max-age=3600" }))).toBeNull();
    expect(storagePolicy(new Response("gone", { status: 404, headers: { "Cache-Control": PUBLIC } }))).toBeNull();
  });

  it("reads Cache-Control directives", () => {
    expect(parseCacheControl("Public, S-MaxAge=120 , stale-while-revalidate=30")).toMatchObject({
      public: true,
      sMaxAge: 120,
      staleWhileRevalidate: 30,
    });
    expect(parseCacheControl(null)).toMatchObject({ public: false, sMaxAge: null });
  });
});

describe("isPersonalRequest", () => {
  const request = (cookie?: string, headers: Record<string, string> = {}, path = "/") =>
    new Request(`https://example.com${path}`, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });

  it("treats a language switch as the visitor's own (it sets the language cookie)", () => {
    expect(isPersonalRequest(request(undefined, {}, "/faq?lng=en"))).toBe(true);
    expect(isPersonalRequest(request(undefined, {}, "/faq?kategori=2"))).toBe(false);
  });

  it("recognises the session and flash cookies, and credentials", () => {
    expect(isPersonalRequest(request())).toBe(false);
    expect(isPersonalRequest(request("lng=ImVuIg%3D%3D; _ga=1"))).toBe(false);
    expect(isPersonalRequest(request("session=x"))).toBe(true);
    expect(isPersonalRequest(request("a=1; __Host-session=x"))).toBe(true);
    expect(isPersonalRequest(request("toast=x"))).toBe(true);
    expect(isPersonalRequest(request("my_session=x"))).toBe(false);
    expect(isPersonalRequest(request(undefined, { Authorization: "Bearer x" }))).toBe(true);
  });
});

describe("pageCacheKey", () => {
  it("is the URL with sorted parameters, the resolved language, the content version and the build", async () => {
    const key = await pageCacheKey(
      new Request("https://example.com/galery?page=2&album=cafe-1", { headers: { "Accept-Language": "fr-FR,fr;q=0.9" } }),
      "7",
      "e89514f2",
    );
    expect(key.url).toBe("https://example.com/galery?album=cafe-1&page=2&__lng=fr&__v=7&__b=e89514f2");
    const other = await pageCacheKey(
      new Request("https://example.com/galery?album=cafe-1&page=2", { headers: { "Accept-Language": "fr-CA" } }),
      "7",
      "e89514f2",
    );
    expect(other.url).toBe(key.url);
  });
});

describe("inventoryScopeOf", () => {
  it("keys a room page on its hotel and the search results on their city, as the router reads the path", () => {
    expect(inventoryScopeOf("/room/3/2/1/2030-01-01/2030-01-03/12/2")).toBe("hotel:12");
    expect(inventoryScopeOf("/ROOM/3/2/1/2030-01-01/2030-01-03/012/2/")).toBe("hotel:12");
    expect(inventoryScopeOf("/room/3/2/1/2030-01-01/2030-01-03/%31%32/2")).toBe("hotel:12");
    expect(inventoryScopeOf("/cari_hotel/3/2/1/2030-01-01/2030-01-03/2")).toBe("city:3");
    expect(inventoryScopeOf("/cari_hotel/03/2/1/2030-01-01/2030-01-03/2/")).toBe("city:3");
  });

  it("gives pages without availability no scope", () => {
    for (const path of ["/", "/faq", "/hotel", "/room/3/2/1/2030-01-01/2030-01-03/abc/2", "/room/3/2", "/cari_hotel/%E0/2/1/a/b/2", "/reservasi/3/2/1/a/b/12/5/2"]) {
      expect(inventoryScopeOf(path), path).toBeNull();
    }
  });

  it("adds the inventory version to the key only when there is one", async () => {
    const request = new Request("https://example.com/cari_hotel/3/2/1/2030-01-01/2030-01-03/2?urut=harga_asc");
    expect((await pageCacheKey(request, "7", "b", "41")).url).toBe(
      "https://example.com/cari_hotel/3/2/1/2030-01-01/2030-01-03/2?urut=harga_asc&__lng=id&__v=7&__b=b&__i=41",
    );
    expect((await pageCacheKey(request, "7", "b")).url).not.toContain("__i");
  });
});

describe("memoisedInventoryVersion", () => {
  it("reads each scope at most once per period", async () => {
    let reads = 0;
    const read = async () => String(++reads);
    expect(await memoisedInventoryVersion("hotel:1", read, 1000, 1_000)).toBe("1");
    expect(await memoisedInventoryVersion("hotel:1", read, 1000, 1_999)).toBe("1");
    expect(await memoisedInventoryVersion("hotel:2", read, 1000, 1_999)).toBe("2");
    expect(await memoisedInventoryVersion("hotel:1", read, 1000, 2_001)).toBe("3");
    // With no period, every request reads.
    expect(await memoisedInventoryVersion("city:9", read, 0, 2_002)).toBe("4");
    expect(await memoisedInventoryVersion("city:9", read, 0, 2_002)).toBe("5");
  });
});

describe("memoisedContentVersion", () => {
  it("reads the version at most once per period", async () => {
    let reads = 0;
    const read = async () => String(++reads);
    expect(await memoisedContentVersion(read, 5000, 1_000)).toBe("1");
    expect(await memoisedContentVersion(read, 5000, 5_999)).toBe("1");
    expect(await memoisedContentVersion(read, 5000, 6_001)).toBe("2");
    expect(await memoisedContentVersion(read, 0, 20_000)).toBe("3");
    expect(await memoisedContentVersion(read, 0, 20_000)).toBe("4");
  });
});

describe("servePage", () => {
  it("serves a stale copy once, refreshes it in the background, then serves the fresh one", async () => {
    const cache = await caches.open(`stale-test-${crypto.randomUUID()}`);
    const { ctx, settle } = testContext();
    let clock = 1_000_000;
    let renders = 0;
    const options = {
      ctx,
      cache,
      now: () => clock,
      contentVersion: async () => "1",
      render: async () => page(`version ${++renders}`),
    };
    const serve = () => servePage({ ...options, request: new Request("https://example.com/faq") });

    const miss = await serve();
    expect(miss.headers.get("X-Cache")).toBe("MISS");
    expect(await miss.text()).toContain("version 1");
    await settle();

    clock += 100_000; // 100 s: fresh
    const hit = await serve();
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.headers.get("Age")).toBe("100");
    expect(await hit.text()).toContain("version 1");

    clock += 250_000; // 350 s: past s-maxage, within stale-while-revalidate
    const stale = await serve();
    expect(stale.headers.get("X-Cache")).toBe("STALE");
    expect(await stale.text()).toContain("version 1");
    await settle();
    expect(renders).toBe(2);

    const refreshed = await serve();
    expect(refreshed.headers.get("X-Cache")).toBe("HIT");
    expect(await refreshed.text()).toContain("version 2");
  });

  it("still serves the page when the cache fails", async () => {
    const { ctx } = testContext();
    const broken = { match: async () => Promise.reject(new Error("cache down")) } as unknown as Cache;
    const response = await servePage({
      request: new Request("https://example.com/faq"),
      ctx,
      cache: broken,
      contentVersion: async () => "1",
      render: async () => page("still here"),
    });
    expect(await response.text()).toContain("still here");
  });
});
