import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { DatabaseFilesUnwritable } from "../platform/db.server";
import { requireStaff, STAFF_UNAVAILABLE } from "./guard.server";
import { requireUser } from "./session.server";

vi.mock("./session.server", () => ({ requireUser: vi.fn() }));

/** Runs the staff guard for a GET of `/admin`; resolves what it throws, or undefined when it lets through. */
async function guard(): Promise<unknown> {
  const args = {
    request: new Request("http://school.test/admin"),
    params: {},
    context: new RouterContextProvider(),
    pattern: "/admin",
    unstable_pattern: "/admin",
  } as unknown as Parameters<typeof requireStaff>[0];
  try {
    await requireStaff(args, async () => new Response("screen"));
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

describe("the staff guard when the database cannot be used", () => {
  beforeEach(() => {
    vi.mocked(requireUser).mockReset();
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });

  it("answers 503 with a plain message (never a 500 and a stack) while the database files are unwritable", async () => {
    vi.mocked(requireUser).mockRejectedValue(new DatabaseFilesUnwritable("/srv/school/data/school.db"));
    const thrown = await guard();
    // React Router draws a thrown `data(…)` as an error response with its status (the root's error page).
    const response = thrown as { data: unknown; init?: ResponseInit };
    expect(response.init?.status).toBe(503);
    expect(response.data).toBe(STAFF_UNAVAILABLE);
  });

  it("throws any other failure on unchanged (a bug stays a bug)", async () => {
    const bug = new TypeError("x is not a function");
    vi.mocked(requireUser).mockRejectedValue(bug);
    expect(await guard()).toBe(bug);
  });
});
