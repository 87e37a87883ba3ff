import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect";

/**
 * Admission enquiries (architecture ruling 9) and their history of status changes with staff notes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  const id = (name: string) =>
    db.schema
      .createTable(name)
      .addColumn("id", pg ? "serial" : "integer", (c) =>
        pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
      );

  await id("enquiries")
    .addColumn("reference", "text", (c) => c.notNull().unique())
    .addColumn("student_name", "text", (c) => c.notNull())
    .addColumn("parent_name", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("class_sought", "text", (c) => c.notNull())
    .addColumn("school", "text", (c) =>
      c.notNull().modifyEnd(sql`check (school in ('vidhyashram', 'vidhyapeeth', 'not-sure'))`),
    )
    .addColumn("message", "text")
    .addColumn("status", "text", (c) =>
      c.notNull().defaultTo("new").modifyEnd(sql`check (status in ('new', 'contacted', 'closed'))`),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("enquiries_created_idx")
    .on("enquiries")
    .columns(["created_at", "id"])
    .execute();
  await db.schema.createIndex("enquiries_status_idx").on("enquiries").column("status").execute();

  await id("enquiry_events")
    .addColumn("enquiry_id", "integer", (c) => c.notNull().references("enquiries.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("enquiry_events_enquiry_idx")
    .on("enquiry_events")
    .column("enquiry_id")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("enquiry_events").ifExists().execute();
  await db.schema.dropTable("enquiries").ifExists().execute();
}
