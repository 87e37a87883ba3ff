import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, ENV_VARIABLES, env } from "./env.server";

/** Sets variables for one test; `afterEach` puts the old values back. */
const saved = new Map<string, string | undefined>();
function setEnv(values: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(values)) {
    if (!saved.has(name)) saved.set(name, process.env[name]);
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}
afterEach(() => {
  for (const [name, value] of saved) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  saved.clear();
  env(true);
});

describe("env()", () => {
  it.each([
    ["1", true],
    ["TRUE", true],
    ["Yes", true],
    ["on", true],
    [" true ", true],
    ["0", false],
    ["False", false],
    ["NO", false],
    ["off", false],
  ])("reads %j as %s for a boolean setting", (spelled, value) => {
    setEnv({ COOKIE_SECURE: spelled, SEED_SAMPLE_DATA: spelled });
    expect(env(true)).toMatchObject({ COOKIE_SECURE: value, cookieSecure: value, SEED_SAMPLE_DATA: value });
  });

  it("falls back to the default for an unset or empty boolean", () => {
    setEnv({ COOKIE_SECURE: "", SEED_SAMPLE_DATA: undefined, NODE_ENV: "production" });
    expect(env(true)).toMatchObject({ cookieSecure: true, SEED_SAMPLE_DATA: true });
    setEnv({ COOKIE_SECURE: undefined, NODE_ENV: "development" });
    expect(env(true).cookieSecure).toBe(false);
  });

  it("keeps the page cache on unless PAGE_CACHE says off, in any boolean spelling", () => {
    setEnv({ PAGE_CACHE: undefined });
    expect(env(true).PAGE_CACHE).toBe(true);
    for (const spelled of ["", " ", "on", "TRUE", "1", "yes"]) {
      setEnv({ PAGE_CACHE: spelled });
      expect(env(true).PAGE_CACHE, spelled).toBe(true);
    }
    for (const spelled of ["off", "OFF", "false", "0", "no", " Off "]) {
      setEnv({ PAGE_CACHE: spelled });
      expect(env(true).PAGE_CACHE, spelled).toBe(false);
    }
    setEnv({ PAGE_CACHE: "disabled" });
    expect(() => env(true)).toThrow(
      'PAGE_CACHE must be true or false (got "disabled"). Fix it in the environment and start again.',
    );
  });

  it("takes the site's origin from SITE_URL, else http://localhost and the port (pages never use the request's Host)", () => {
    setEnv({ SITE_URL: undefined, PORT: undefined });
    expect(env(true).siteOrigin).toBe("http://localhost:3000");
    setEnv({ SITE_URL: " ", PORT: "3100" });
    expect(env(true).siteOrigin).toBe("http://localhost:3100");
    setEnv({ SITE_URL: "https://www.school.example/" });
    expect(env(true).siteOrigin).toBe("https://www.school.example");
    setEnv({ SITE_URL: " HTTPS://School.Example:8443 " });
    expect(env(true).siteOrigin).toBe("https://school.example:8443");
  });

  it.each([
    "www.school.example",
    "ftp://school.example",
    "https://school.example/home",
    "https://school.example/?lang=en",
    "https://office:secret@school.example",
  ])("refuses SITE_URL %j with one plain line", (value) => {
    setEnv({ SITE_URL: value });
    expect(() => env(true)).toThrow(
      `SITE_URL must be the site's public address alone, like https://www.example.org (got ${JSON.stringify(value)}). Fix it in the environment and start again.`,
    );
  });

  it.each([
    [
      { COOKIE_SECURE: "maybe" },
      'COOKIE_SECURE must be true or false (got "maybe"). Fix it in the environment and start again.',
    ],
    [{ PORT: "eighty" }, 'PORT must be a number (got "eighty"). Fix it in the environment and start again.'],
    [
      { PORT: "70000" },
      'PORT must be at most 65535 (got "70000"). Fix it in the environment and start again.',
    ],
    [
      { LOG_LEVEL: "loud" },
      'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent (got "loud"). Fix it in the environment and start again.',
    ],
    [
      { UPLOADS_DIR: " " },
      'UPLOADS_DIR must not be empty (got " "). Fix it in the environment and start again.',
    ],
  ])("refuses %j with one plain line", (values, message) => {
    setEnv(values);
    let thrown: unknown;
    try {
      env(true);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as Error).message).toBe(message);
    expect((thrown as Error).message).not.toContain("\n");
  });
});

describe("env() and the storage of uploaded files", () => {
  const credentials = { AWS_ACCESS_KEY_ID: "AKIDEXAMPLE", AWS_SECRET_ACCESS_KEY: "wJalrXUtnFEMI" };

  it("keeps the folder UPLOADS_DIR while STORAGE_URL is unset or empty", () => {
    setEnv({ STORAGE_URL: undefined });
    expect(env(true).storageBucket).toBeNull();
    setEnv({ STORAGE_URL: " " });
    expect(env(true).storageBucket).toBeNull();
  });

  it("reads a bucket, its prefix and endpoint; the region defaults to us-east-1", () => {
    setEnv({
      ...credentials,
      AWS_REGION: undefined,
      STORAGE_URL: "s3://school-uploads/site/a?endpoint=http://127.0.0.1:4569",
    });
    expect(env(true)).toMatchObject({
      AWS_REGION: "us-east-1",
      storageBucket: { bucket: "school-uploads", prefix: "site/a/", endpoint: "http://127.0.0.1:4569" },
    });
    setEnv({ AWS_REGION: "auto", STORAGE_URL: "s3://school-uploads" });
    expect(env(true)).toMatchObject({ AWS_REGION: "auto", storageBucket: { prefix: "", endpoint: null } });
  });

  it.each([
    ["/srv/uploads", "STORAGE_URL must be like s3://<bucket>[/<prefix>][?endpoint=https://…]"],
    ["s3://Bad_Bucket", "STORAGE_URL must name a bucket"],
    ["s3://school?endpoint=minio:9000", "STORAGE_URL must have an endpoint that is an http(s) address alone"],
    ["s3://school?region=eu-west-1", "STORAGE_URL must take no parameter but endpoint (got region"],
    ["s3://school/../x", "STORAGE_URL must have a prefix of letters"],
  ])("refuses STORAGE_URL %j with one plain line", (value, start) => {
    setEnv({ ...credentials, STORAGE_URL: value });
    expect(() => env(true)).toThrow(ConfigError);
    expect(() => env(true)).toThrow(start);
  });

  it("refuses a bucket without both halves of its credentials, and never prints a secret", () => {
    setEnv({
      AWS_ACCESS_KEY_ID: undefined,
      AWS_SECRET_ACCESS_KEY: "wJalrXUtnFEMI",
      STORAGE_URL: "s3://school",
    });
    expect(() => env(true)).toThrow(
      "AWS_ACCESS_KEY_ID must be set when STORAGE_URL names a bucket. Fix it in the environment and start again.",
    );
    setEnv({ AWS_ACCESS_KEY_ID: "AKIDEXAMPLE", AWS_SECRET_ACCESS_KEY: " " });
    expect(() => env(true)).toThrow(
      "AWS_SECRET_ACCESS_KEY must be set when STORAGE_URL names a bucket. Fix it in the environment and start again.",
    );
    setEnv({ ...credentials, STORAGE_URL: "s3://key:secret@school" });
    let message = "";
    try {
      env(true);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^STORAGE_URL must not hold credentials/);
    expect(message).not.toContain("secret");
  });
});

/** The variables named in the first column of the README's table under `heading`. */
function readmeTable(heading: string): Set<string> {
  const readme = readFileSync("README.md", "utf8");
  const start = readme.indexOf(`\n${heading}\n`);
  expect(start, `README has a "${heading}" section`).toBeGreaterThan(-1);
  const section = readme.slice(start + heading.length + 2).split(/\n#+ /)[0] ?? "";
  const names = new Set<string>();
  for (const line of section.split("\n")) {
    if (!line.startsWith("|") || /^\|\s*-/.test(line)) continue;
    const firstCell = line.split("|")[1] ?? "";
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1] as string);
  }
  return names;
}

describe("the README's configuration table", () => {
  it("names exactly the variables env() reads", () => {
    expect([...readmeTable("## Configuration")].sort()).toEqual([...ENV_VARIABLES].sort());
  });
});
