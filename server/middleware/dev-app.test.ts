import express, { type NextFunction, type Request, type Response } from "express";
import { describe, expect, it, vi } from "vitest";
import { serveForTests } from "../../tests/support/serve";
import { freshApp } from "./dev-app";

let version = 0;
let broken = false;
const vite = {
  ssrLoadModule: vi.fn(async (module: string) => {
    if (broken) throw new Error(`cannot load ${module}`);
    version++;
    const loaded = version;
    return { app: (_req: Request, res: Response) => res.send(`app ${loaded}`) };
  }),
  ssrFixStacktrace: vi.fn(),
};
const app = express();
app.use(freshApp(vite));
app.use((error: Error, _req: Request, res: Response, _next: NextFunction) => {
  res.status(500).send(error.message);
});
const served = serveForTests(app);

describe("the app in development (architecture 9.2)", () => {
  it("loads server/app.ts afresh for every request", async () => {
    expect(await (await fetch(served.url("/"))).text()).toBe("app 1");
    expect(await (await fetch(served.url("/aims"))).text()).toBe("app 2");
    expect(vite.ssrLoadModule).toHaveBeenCalledWith("./server/app.ts");
  });

  it("maps a loading error's stack to the source and hands it to Express", async () => {
    broken = true;
    const res = await fetch(served.url("/"));
    broken = false;
    expect(res.status).toBe(500);
    expect(await res.text()).toBe("cannot load ./server/app.ts");
    expect(vite.ssrFixStacktrace).toHaveBeenCalledTimes(1);
  });
});
