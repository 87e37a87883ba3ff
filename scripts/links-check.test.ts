import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicWebAddress, type LinkNetwork } from "~/lib/ops/link-check.server";
import type { DB } from "~/lib/platform/db.server";
import { testDatabases } from "../tests/support/databases";
import { linksCheck } from "./links-check";

/**
 * `npm run links:check`: checks the links against a running site (here a local server standing in for
 * it and for the outside world), prints the broken and not allowed ones with the pages that show them,
 * and says so in its exit status (1: some failed; 0: none; 2: it could not run).
 */

let server: Server;
let base: string;
let port: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(req.url === "/gone" || req.url === "/documents/removed.pdf" ? 404 : 200);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/**
 * The production rule, except that the local server counts as a public site; no name resolves, so
 * nothing leaves the machine.
 */
const local: LinkNetwork = {
  resolve: async (host) => {
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  },
  allow: (address, onPort) =>
    (address === "127.0.0.1" && onPort === port) || isPublicWebAddress(address, onPort),
};

/** Each link's timeout (ms): an hour, so that however busy the machine, the local server's answer is awaited. */
const ANSWERED = 60 * 60_000;

for (const target of testDatabases()) {
  describe(`npm run links:check (${target.name})`, () => {
    let database: DB;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(() => target.close());

    async function putPage(blocks: unknown[]): Promise<void> {
      await database.deleteFrom("pages").execute();
      await database
        .insertInto("pages")
        .values({
          path: "/vidhyashram/publicdisclosure",
          section: "vidhyashram",
          published: JSON.stringify({ title: "Mandatory Public Disclosure", blocks }),
          default_hash: "test",
          updated_at: new Date().toISOString(),
        })
        .execute();
    }

    /** Runs the script's check; what it printed and its exit status. */
    async function run(args: string[], siteUrl?: string): Promise<{ status: number; out: string }> {
      const lines: string[] = [];
      const status = await linksCheck(args, {
        database,
        siteUrl,
        network: local,
        timeoutMs: ANSWERED,
        log: (line: string) => lines.push(line),
        fail: (line: string) => lines.push(line),
      });
      return { status, out: lines.join("\n") };
    }

    it("prints the broken and not allowed links with the page that shows them and exits 1", async () => {
      await putPage([
        { href: "/documents/removed.pdf" },
        { href: `${base}/gone` },
        { href: "/aboutus" },
        { href: "http://169.254.169.254/latest/meta-data/" },
      ]);
      const { status, out } = await run(["--base", base]);
      expect(status).toBe(1);
      expect(out).toContain(
        `4 links checked (the site's own at ${base}): 2 broken, 1 not allowed, 0 redirected.`,
      );
      expect(out.split("\n").find((line) => line.startsWith("not allowed"))).toMatch(
        /^not allowed\s+—\s+http:\/\/169\.254\.169\.254\/latest\/meta-data\/\s+The link leads to a private or internal address.*\s+\/vidhyashram\/publicdisclosure \(Mandatory Public Disclosure\)$/,
      );
      const rows = out.split("\n").filter((line) => line.startsWith("broken"));
      expect(rows).toHaveLength(2);
      for (const url of ["/documents/removed.pdf", `${base}/gone`]) {
        const row = rows.find((line) => line.includes(` ${url} `));
        expect(row, url).toMatch(
          /404\s+\S+\s+The site answered 404 Not Found\s+\/vidhyashram\/publicdisclosure \(Mandatory Public Disclosure\)$/,
        );
      }
    });

    it("exits 0 when nothing is broken, asking SITE_URL for the site's own links", async () => {
      await putPage([{ href: "/aboutus" }, { href: `${base}/ok` }]);
      expect(await run([], base)).toEqual({
        status: 0,
        out: `2 links checked (the site's own at ${base}): none broken, 0 redirected.`,
      });
    });

    it("without an address for the site, leaves its own links unchecked and says so", async () => {
      await putPage([{ href: "/documents/removed.pdf" }, { href: `${base}/ok` }]);
      const { status, out } = await run([]);
      expect(status).toBe(0);
      expect(out).toContain("the site's own links (/…) are not checked");
      expect(out).toContain("1 link checked: none broken");
    });

    it("refuses what it does not understand, with exit status 2", async () => {
      expect((await run(["--base", "127.0.0.1:3000"])).status).toBe(2);
      expect((await run(["--verbose"])).status).toBe(2);
    });
  });
}
