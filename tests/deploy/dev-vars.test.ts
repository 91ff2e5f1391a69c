/**
 * `npm start` writes the local development settings and secrets to .dev.vars (scripts/dev-vars.ts): the only
 * place a local run gets development mode, the payment simulator and its signing key from.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ensureDevVars, LOCAL_SETTINGS, REQUIRED_SECRETS } from "../../scripts/dev-vars";

let dir = "";
let file = "";

function read(): Record<string, string> {
  const entries = readFileSync(file, "utf8")
    .split("\n")
    .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => [m[1], m[2]] as const);
  return Object.fromEntries(entries);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "agrowisata-dev-vars-"));
  file = path.join(dir, ".dev.vars");
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe(".dev.vars", () => {
  it("is created with development settings and random secrets, the simulator's key among them", () => {
    const added = ensureDevVars(file);
    const vars = read();
    expect(added).toEqual(expect.arrayContaining([...Object.keys(LOCAL_SETTINGS), ...REQUIRED_SECRETS]));
    expect(vars).toMatchObject({ APP_ENV: "development", PAYMENT_GATEWAY: "simulator", MAIL_TRANSPORT: "outbox" });
    for (const secret of REQUIRED_SECRETS) expect(vars[secret]).toMatch(/^[A-Za-z0-9_-]{43}$/);

    // A second checkout gets different secrets.
    const first = vars.MIDTRANS_SERVER_KEY;
    rmSync(file);
    ensureDevVars(file);
    expect(read().MIDTRANS_SERVER_KEY).not.toBe(first);
  });

  it("is completed, not replaced, in a checkout from before: old secrets and the developer's choices stay", () => {
    writeFileSync(
      file,
      "PASSWORD_PEPPER=kept-pepper-0123456789\nSESSION_SECRET=short\nPAYMENT_GATEWAY=midtrans\nMIDTRANS_CLIENT_KEY=SB-Mid-client-mine\n",
    );
    const added = ensureDevVars(file);
    const vars = read();
    expect(vars.PASSWORD_PEPPER).toBe("kept-pepper-0123456789");
    expect(vars.SESSION_SECRET).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(vars.PAYMENT_GATEWAY).toBe("midtrans");
    expect(vars.MIDTRANS_CLIENT_KEY).toBe("SB-Mid-client-mine");
    expect(vars.APP_ENV).toBe("development");
    expect(added).toContain("MIDTRANS_SERVER_KEY");
    expect(added).not.toContain("PAYMENT_GATEWAY");
    expect(added).not.toContain("PASSWORD_PEPPER");
    expect(ensureDevVars(file)).toEqual([]);
    expect(readFileSync(file, "utf8").match(/^SESSION_SECRET=/gm)).toHaveLength(1);
  });
});
