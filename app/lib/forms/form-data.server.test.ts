import { describe, expect, it, vi } from "vitest";
import { isFormContentType } from "./encoding";
import { NOT_A_FORM, readFormData, UNREADABLE_FORM } from "./form-data.server";

/** What `readFormData` threw, or the form it read. */
async function read(headers: Record<string, string>, body: string) {
  try {
    return await readFormData(new Request("http://localhost/enquiry", { method: "POST", headers, body }));
  } catch (thrown) {
    return thrown;
  }
}

describe("readFormData", () => {
  it("reads a browser's form", async () => {
    const form = await read({ "Content-Type": "application/x-www-form-urlencoded" }, "name=Anu&class=LKG");
    expect(form).toBeInstanceOf(FormData);
    expect((form as FormData).get("name")).toBe("Anu");
  });

  it.each([
    ["JSON", { "Content-Type": "application/json" }, '{"a":1}'],
    ["text", { "Content-Type": "text/plain" }, "a=1"],
    ["no content type", {}, "a=1"],
    ["multipart without a boundary", { "Content-Type": "multipart/form-data" }, "--x"],
  ])("refuses %s with 415 and a plain message, logged without a stack", async (_name, headers, body) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const thrown = await read(headers, body);
    const { data, init } = thrown as { data: string; init: { status: number } };
    expect(init.status).toBe(415);
    expect(data).toBe(NOT_A_FORM);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).not.toMatch(/\n\s+at /);
    warn.mockRestore();
  });

  it("refuses a broken multipart body with 400", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const thrown = await read(
      { "Content-Type": "multipart/form-data; boundary=XYZ" },
      '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--XY',
    );
    const { data, init } = thrown as { data: string; init: { status: number } };
    expect(init.status).toBe(400);
    expect(data).toBe(UNREADABLE_FORM);
    warn.mockRestore();
  });

  it("knows the encodings browsers post", () => {
    expect(isFormContentType("application/x-www-form-urlencoded;charset=UTF-8")).toBe(true);
    expect(isFormContentType('multipart/form-data; boundary="----abc"')).toBe(true);
    expect(isFormContentType("multipart/form-data")).toBe(false);
    expect(isFormContentType("application/json")).toBe(false);
    expect(isFormContentType(undefined)).toBe(false);
  });
});
