import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { ViteDevServer } from "vite";

/** The part of `server/app.ts` this needs: its Express app. */
interface AppModule {
  app: RequestHandler;
}

/**
 * Development only (`npm run dev`, architecture 9.2): each request loads `server/app.ts` through Vite's
 * dev server, so an edit to a route or a `*.server.ts` module shows on the next request without a
 * restart. An error while loading it gets its stack mapped to the source and goes to Express's error
 * handler.
 */
export function freshApp(
  vite: Pick<ViteDevServer, "ssrLoadModule" | "ssrFixStacktrace">,
  module = "./server/app.ts",
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const fresh = (await vite.ssrLoadModule(module)) as AppModule;
      fresh.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  };
}
