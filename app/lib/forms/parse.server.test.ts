import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { donePath, readDone, redirectDone } from "./flash";
import { NOT_A_FORM } from "./form-data.server";
import { formText, idOr404, parseForm, parseId } from "./parse.server";
import { signInSchema } from "./schemas";

/** A form schema of the strings-in shape `parseForm` serves: a text's value, or "" for none or a file. */
const asText = (value: unknown) => (typeof value === "string" ? value : "");
const detailsSchema = z.object({
  title: z.preprocess(asText, z.string().trim().min(1, "Enter a title.")),
  description: z.preprocess(asText, z.string().trim()),
  date: z.preprocess(asText, z.string().pipe(z.iso.date("Enter a real date, for example 2026-06-15."))),
  audience: z.preprocess(
    (value) => (typeof value === "string" && value !== "" ? value : "group"),
    z.enum(["group", "vidhyashram", "vidhyapeeth"]),
  ),
});

const form = (fields: Record<string, string>) =>
  new Request("http://localhost/admin", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

describe("parseForm", () => {
  it("validates a request's form with its schema and keeps what was typed", async () => {
    const good = await parseForm(
      form({ title: " Sports day ", date: "2026-06-15", audience: "", description: "" }),
      detailsSchema,
    );
    expect(good).toEqual({
      ok: true,
      data: { title: "Sports day", description: "", date: "2026-06-15", audience: "group" },
      values: { title: " Sports day ", description: "", date: "2026-06-15", audience: "" },
    });
  });

  it("answers one refusal shape: the first message of each field and every field as typed", async () => {
    const data = new FormData();
    data.set("title", "");
    data.set("date", "2026-02-30");
    data.set("description", new File(["x"], "x.txt"));
    const refused = await parseForm(data, detailsSchema);
    expect(refused).toEqual({
      ok: false,
      errors: { title: "Enter a title.", date: "Enter a real date, for example 2026-06-15." },
      values: { title: "", description: "", date: "2026-02-30", audience: "" },
    });
  });

  it("cuts values to maxLength and reads the fields a pattern names", async () => {
    const cut = await parseForm(form({ title: "abcdef" }), z.object({ title: z.string() }), { maxLength: 3 });
    expect(cut).toMatchObject({ ok: true, data: { title: "abc" } });
    const alt = await parseForm(
      form({ "alt-3": "A relay", "alt-x": "no", intent: "save" }),
      z.record(z.string(), z.string()),
      { fields: /^alt-\d+$/ },
    );
    expect(alt).toEqual({ ok: true, data: { "alt-3": "A relay" }, values: { "alt-3": "A relay" } });
  });

  it("refuses a body that is not a form with 415", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const json = new Request("http://localhost/admin", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    const thrown = await parseForm(json, detailsSchema).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ data: NOT_A_FORM, init: { status: 415 } });
  });

  it("reads a field's text, '' for a missing one or a file", () => {
    const data = new FormData();
    data.set("a", "x");
    data.set("f", new File(["x"], "x.txt"));
    expect([formText(data, "a"), formText(data, "b"), formText(data, "f")]).toEqual(["x", "", ""]);
  });
});

describe("the form schemas moved into schemas.ts", () => {
  it("sign-in drops NUL characters, trims and bounds, and refuses nothing", async () => {
    const signIn = await parseForm(
      form({ username: " off\u0000ice ", password: "p".repeat(1200) }),
      signInSchema,
    );
    expect(signIn).toMatchObject({ ok: true, data: { username: "office", redirectTo: "" } });
    expect(signIn.ok && signIn.data.password).toHaveLength(1000);
  });
});

describe("ids and the ?done= flash", () => {
  it.each([
    ["7", 7],
    [" 12 ", 12],
    ["0", null],
    ["-1", null],
    ["1.5", null],
    ["abc", null],
    ["", null],
    [null, null],
    [undefined, null],
  ])("parseId(%j) is %j", (value, id) => {
    expect(parseId(value)).toBe(id);
  });

  it("idOr404 throws a 404 for what is not an id", () => {
    expect(idOr404("3")).toBe(3);
    expect(() => idOr404("x")).toThrow(expect.objectContaining({ init: { status: 404 } }));
  });

  it("writes and reads ?done= against the screen's messages only", () => {
    const messages = { added: "Added.", gone: "Gone." };
    expect(donePath("/admin", "added")).toBe("/admin?done=added");
    expect(redirectDone("/admin/users", "gone").headers.get("Location")).toBe("/admin/users?done=gone");
    expect(readDone(new URL("http://x/admin?done=added"), messages)).toBe("added");
    expect(readDone(new Request("http://x/admin?done=gone"), messages)).toBe("gone");
    expect(readDone(new URL("http://x/admin?done=toString"), messages)).toBeNull();
    expect(readDone(new URL("http://x/admin"), messages)).toBeNull();
  });
});
