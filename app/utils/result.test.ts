import { describe, expect, it } from "vitest";
import { fail, ok, orRefuse } from "./result";

describe("the one failure shape", () => {
  it("gives a route the value of a success", () => {
    expect(orRefuse(ok(42))).toBe(42);
  });

  it("throws a failure as the refusal response, with its status and key", async () => {
    let thrown: unknown;
    try {
      orRefuse(fail("payInfo.notFound", { status: 404 }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ key: "payInfo.notFound" });
  });
});
