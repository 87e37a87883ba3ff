import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { withSchemaLock } from "./databases";

/**
 * Old tables as the old site had them (spec 3 and 7): no constraints, free text everywhere. SQL that
 * creates them, with their rows, in the current schema of a PostgreSQL session: the old site's
 * database for the tests of the legacy import (app/lib/ops/legacy-import.*.test.ts).
 */
export const OLD_SCHEMA = `
  create table notifications (id serial primary key, title text, description text, date date,
    created_at timestamptz default now());
  create table announcements (id bigserial primary key, title text, description text, link text, date text);
  create table media_library (id serial primary key, title text, youtube_link text);
  create table gallery (id serial primary key, title text, link text, thumbnail text);
  create table users (username text, password text);

  insert into notifications (title, description, date) values
    ('School reopens', 'Classes resume for all grades.', '2024-06-03'),
    ('<b>Sports day</b>', null, '2024-07-12'),
    ('', 'A notice without a title', '2024-07-13'),
    ('Undated notice', 'kept with its creation day', null);
  insert into announcements (title, description, link, date) values
    ('Admissions open', 'For 2025-26', 'https://example.org/admissions', '2024-12-01'),
    ('Fee portal', 'Pay online', 'www.example.org/fees', '15/01/2025'),
    ('Circular', 'See the office', 'ask the office', '2025-02-01');
  insert into media_library (title, youtube_link) values
    ('Annual day', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    ('Short', 'https://youtu.be/abcdefghijk'),
    ('Not a video', 'https://vimeo.com/12345');
  insert into gallery (title, link, thumbnail) values
    ('Science fair', 'https://photos.example.org/science', 'https://via.placeholder.com/150'),
    ('Sports meet', 'https://photos.example.org/sports', 'https://images.example.org/sports.jpg'),
    ('No link', '', null);
  insert into users (username, password) values
    ('office', 'office123'),
    ('principal', 'letmein-principal'),
    ('has space', 'whatever1234');
`;

/**
 * The old site's database for the tests of one `describe` (call it there): a PostgreSQL schema of its own
 * in `pgUrl`'s database, holding `OLD_SCHEMA`, made before those tests and dropped after them. Returns a
 * function that gives the schema's connection URL (its `search_path` set), once the `beforeAll` has run.
 */
export function useLegacySite(pgUrl: string | undefined): () => string {
  const schema = `legacy_test_${randomBytes(6).toString("hex")}`;
  let admin: pg.Client | undefined;
  let legacyUrl = "";
  beforeAll(async () => {
    const client = new pg.Client({ connectionString: pgUrl });
    admin = client;
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.query(`set search_path to ${schema}`);
    await client.query(OLD_SCHEMA);
    const url = new URL(pgUrl ?? "");
    url.searchParams.set("options", `-c search_path=${schema}`);
    legacyUrl = url.toString();
  });
  afterAll(async () => {
    const client = admin;
    if (!client) return;
    await withSchemaLock(() => client.query(`drop schema if exists ${schema} cascade`));
    await client.end();
  });
  return () => legacyUrl;
}
