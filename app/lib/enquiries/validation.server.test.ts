import { describe, expect, it } from "vitest";
import { admissions } from "~content/admissions";
import { enquiryWords } from "~content/words/enquiry";
import { fieldErrors } from "../forms/schemas";
import {
  ENQUIRY_LIMITS,
  enquiryFormSchemas,
  formatPhone,
  normaliseIndianMobile,
  validateEnquiry,
} from "./validation.server";

/** A complete, valid enquiry as the form posts it (every field as text). */
const GOOD = {
  student_name: "Anusha R",
  parent_name: "Ramesh K",
  phone: "98765 43210",
  email: "ramesh@example.com",
  class_sought: "LKG",
  school: "vidhyapeeth",
  message: "Is there a school bus from Velachery?",
};

/** Validates GOOD with some fields replaced and expects it to be refused; returns the errors. */
function refused(changes: Record<string, unknown>) {
  const result = validateEnquiry({ ...GOOD, ...changes });
  expect(result.ok).toBe(false);
  if (result.ok) throw new Error("expected the enquiry to be refused");
  return result.errors;
}

function accepted(changes: Record<string, unknown> = {}) {
  const result = validateEnquiry({ ...GOOD, ...changes });
  if (!result.ok) throw new Error(`expected the enquiry to be accepted: ${JSON.stringify(result.errors)}`);
  return result.data;
}

describe("validateEnquiry accepts a good enquiry", () => {
  it("returns what is stored, with the phone in E.164", () => {
    expect(accepted()).toEqual({
      student_name: "Anusha R",
      parent_name: "Ramesh K",
      phone: "+919876543210",
      email: "ramesh@example.com",
      class_sought: "LKG",
      school: "vidhyapeeth",
      message: "Is there a school bus from Velachery?",
    });
  });

  it.each(["98765 43210", "+91 98765-43210", "09876543210", "919876543210", "9876543210", " 98765 43210 "])(
    "normalises the phone %j to +919876543210",
    (phone) => {
      expect(accepted({ phone }).phone).toBe("+919876543210");
      expect(normaliseIndianMobile(phone)).toBe("+919876543210");
    },
  );

  it("turns a blank email and a blank message into null", () => {
    const data = accepted({ email: "   ", message: "  \n " });
    expect(data.email).toBeNull();
    expect(data.message).toBeNull();
    const missing = validateEnquiry({
      student_name: "A",
      parent_name: "B",
      phone: "9876543210",
      class_sought: "I",
      school: "not-sure",
    });
    expect(missing).toMatchObject({ ok: true, data: { email: null, message: null } });
  });

  it("trims names, email and message", () => {
    const data = accepted({
      student_name: "  Anusha R  ",
      parent_name: "\tRamesh K ",
      email: " ramesh@example.com ",
      message: "  Hello  ",
    });
    expect(data.student_name).toBe("Anusha R");
    expect(data.parent_name).toBe("Ramesh K");
    expect(data.email).toBe("ramesh@example.com");
    expect(data.message).toBe("Hello");
  });

  it("accepts every class in the admissions content and every school choice", () => {
    for (const { code } of admissions.classes)
      expect(accepted({ class_sought: code }).class_sought).toBe(code);
    for (const school of ["vidhyashram", "vidhyapeeth", "not-sure"] as const) {
      expect(accepted({ school }).school).toBe(school);
    }
  });

  it("accepts names and a message exactly at their limits", () => {
    const name = "A".repeat(ENQUIRY_LIMITS.name);
    const message = "M".repeat(ENQUIRY_LIMITS.message);
    const data = accepted({ student_name: name, parent_name: name, message });
    expect(data.student_name).toBe(name);
    expect(data.message).toBe(message);
  });
});

describe("validateEnquiry refuses", () => {
  it.each([
    ["too few digits", "12345"],
    ["a number that is not Indian-shaped", "1234567890"],
    ["a number with a non-mobile prefix", "5876543210"],
    ["a Chennai landline", "044 2345 6789"],
    ["letters", "98765abcde"],
    ["only letters", "call me"],
    ["a US number", "+1 415 555 0100"],
  ])("a phone with %s (%j), on the phone field only", (_label, phone) => {
    const errors = refused({ phone });
    expect(errors.phone).toEqual(expect.any(String));
    expect(Object.keys(errors)).toEqual(["phone"]);
    expect(normaliseIndianMobile(phone)).toBeNull();
  });

  it.each([
    ["nothing", { phone: "", email: "" }],
    ["only spaces", { phone: "   ", email: " " }],
    ["no fields", { phone: undefined, email: undefined }],
  ])("no way to reach the parent (%s): said on the phone field, with the rest", (_label, reach) => {
    const errors = refused({ ...reach, student_name: "" });
    expect(errors.phone).toMatch(/mobile number .* or an email address/);
    expect(Object.keys(errors).sort()).toEqual(["phone", "student_name"]);
  });

  it("one way to reach the parent is enough: a mobile number or an e-mail address", () => {
    expect(accepted({ phone: "" })).toMatchObject({ phone: null, email: "ramesh@example.com" });
    expect(accepted({ email: "" })).toMatchObject({ phone: "+919876543210", email: null });
  });

  it.each([
    ["no domain dot", "a@b"],
    ["no at sign", "not-an-email"],
    ["two at signs", "a@@example.com"],
    ["over 254 characters", `${"a".repeat(243)}@example.com`],
  ])("an email with %s, on the email field", (_label, email) => {
    const errors = refused({ email });
    expect(errors.email).toEqual(expect.any(String));
    expect(Object.keys(errors)).toEqual(["email"]);
  });

  it("a well-formed email address longer than 254 characters, saying it is too long", () => {
    const labels = ["a", "b", "c", "d"].map((letter) => letter.repeat(60)).join(".");
    const email = `ramesh@${labels}.example.com`;
    expect(email.length).toBeGreaterThan(ENQUIRY_LIMITS.email);
    const errors = refused({ email });
    expect(Object.keys(errors)).toEqual(["email"]);
    expect(errors.email).toMatch(/too long/i);
  });

  it("over-long names, on their own fields", () => {
    const long = "A".repeat(ENQUIRY_LIMITS.name + 1);
    expect(long).toHaveLength(101);
    expect(Object.keys(refused({ student_name: long }))).toEqual(["student_name"]);
    expect(Object.keys(refused({ parent_name: long }))).toEqual(["parent_name"]);
  });

  it("an over-long message", () => {
    const errors = refused({ message: "M".repeat(ENQUIRY_LIMITS.message + 1) });
    expect(Object.keys(errors)).toEqual(["message"]);
    expect(errors.message).toContain(String(ENQUIRY_LIMITS.message));
  });

  it.each(["student_name", "parent_name", "class_sought", "school"])("a missing %s", (field) => {
    const values: Record<string, unknown> = { ...GOOD };
    delete values[field];
    const result = validateEnquiry(values);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[field]).toEqual(expect.any(String));
    expect(Object.keys(result.errors)).toEqual([field]);
    // A blank value (what an untouched field posts) is refused the same way.
    expect(Object.keys(refused({ [field]: "" }))).toEqual([field]);
  });

  it("names made only of spaces", () => {
    expect(Object.keys(refused({ student_name: "   ", parent_name: " " })).sort()).toEqual([
      "parent_name",
      "student_name",
    ]);
  });

  it("a class that is not offered", () => {
    expect(admissions.classes.map((c) => c.code)).not.toContain("XIII");
    expect(Object.keys(refused({ class_sought: "XIII" }))).toEqual(["class_sought"]);
    expect(Object.keys(refused({ class_sought: "lkg" }))).toEqual(["class_sought"]);
  });

  it("a school that is not one of the choices", () => {
    expect(Object.keys(refused({ school: "other" }))).toEqual(["school"]);
  });

  it("an empty form, with a message for every required field", () => {
    const result = validateEnquiry({});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      "class_sought",
      "parent_name",
      "phone",
      "school",
      "student_name",
    ]);
  });
});

describe("formatPhone", () => {
  it("writes a stored number for reading and dialling", () => {
    expect(formatPhone("+919876543210")).toBe("+91 98765 43210");
    expect(formatPhone(accepted({ phone: "+91 70123-45678" }).phone ?? "")).toBe("+91 70123 45678");
  });

  it("leaves text that is not a phone number as it is", () => {
    expect(formatPhone("not a phone")).toBe("not a phone");
  });
});

describe("NUL characters", () => {
  it("are dropped from what a parent typed, keeping line breaks", () => {
    const result = validateEnquiry({
      student_name: "Ravi\u0000 Kumar",
      parent_name: "S. Lakshmi",
      phone: "98765 43210",
      email: "",
      class_sought: "LKG",
      school: "vidhyapeeth",
      message: "Line one\u0000\nLine two",
    });
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.student_name).toBe("Ravi Kumar");
      expect(result.data.message).toBe("Line one\nLine two");
    }
  });
});

describe("the enquiry's messages in Tamil (a form posted from /ta/enquiry)", () => {
  const ta = enquiryWords.ta;
  /** The Tamil form schema's messages for GOOD with `changes`. */
  const tamilErrors = (changes: Record<string, unknown>) => {
    const result = enquiryFormSchemas.ta.safeParse({
      ...GOOD,
      consent: "yes",
      notice_version: "",
      ...changes,
    });
    expect(result.success).toBe(false);
    return fieldErrors(result.error?.issues ?? []);
  };

  it("says each field's message in Tamil, at the same field as in English", () => {
    expect(
      tamilErrors({ student_name: " ", phone: "12345", email: "not-an-email", class_sought: "", school: "" }),
    ).toEqual({
      student_name: ta.childNameMissing,
      phone: ta.phoneInvalid,
      email: ta.emailInvalid,
      class_sought: ta.classMissing,
      school: ta.schoolMissing,
    });
    expect(tamilErrors({ consent: "" })).toEqual({ consent: ta.consentMissing });
    expect(tamilErrors({ phone: "", email: "" })).toEqual({ phone: ta.reachMissing });
    expect(tamilErrors({ message: "அ".repeat(ENQUIRY_LIMITS.message + 1) })).toEqual({
      message: ta.messageLong(ENQUIRY_LIMITS.message),
    });
    expect(ta.messageLong(1000)).toContain("1000");
  });

  it("accepts the same enquiry as the English schema, Tamil names included", () => {
    const tamil = enquiryFormSchemas.ta.parse({
      ...GOOD,
      student_name: "அனுஷா",
      consent: "yes",
      notice_version: "",
    });
    const english = enquiryFormSchemas.en.parse({
      ...GOOD,
      student_name: "அனுஷா",
      consent: "yes",
      notice_version: "",
    });
    expect(tamil).toEqual(english);
    expect(tamil.student_name).toBe("அனுஷா");
  });
});
