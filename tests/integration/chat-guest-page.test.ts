import { describe, expect, it } from "vitest";
import { chatGuest, chatOperator, trackedSockets } from "./support/chat";

const socket = trackedSockets();

describe("the page a guest is on", () => {
  it("reaches operators in the welcome and live when the guest says hello from another page", async () => {
    const guest = await chatGuest();
    const guestSocket = await socket(guest.browser, "/api/chat/socket");
    guestSocket.send({ type: "hello", lastSeq: 0, page: "/hotel?kota=3#kamar" });
    expect((await guestSocket.type("welcome")).guestPage).toBe("/hotel?kota=3#kamar");

    const operator = await chatOperator();
    const operatorSocket = await socket(operator.browser, `/api/chat/socket?guest=${guest.guestId}`);
    expect((await operatorSocket.hello()).guestPage).toBe("/hotel?kota=3#kamar");

    guestSocket.send({ type: "hello", lastSeq: 0, page: "/wisata/7" });
    await guestSocket.type("welcome");
    expect(await operatorSocket.type("guestPage")).toEqual({ type: "guestPage", page: "/wisata/7" });
    // The guest is not told about their own page.
    expect(guestSocket.frames.some((frame) => frame.type === "guestPage")).toBe(false);
  });

  it("refuses a hello whose page is not a path on this site", async () => {
    const guest = await chatGuest();
    const guestSocket = await socket(guest.browser, "/api/chat/socket");
    for (const page of ["https://evil.example/", "//evil.example/x", "javascript:alert(1)", "/a b", "/a\\b", `/${"x".repeat(300)}`]) {
      guestSocket.send({ type: "hello", page });
      await guestSocket.error("badFrame");
    }
    expect((await guestSocket.hello()).guestPage).toBeNull();
  });
});
