import type { ResolvedBlock } from "~content/schemas/resolved-page";
import type { Training } from "~content/schemas/training";
import { type DB, db } from "../platform/db.server";
import { resolvePage } from "./resolve-page.server";

/**
 * What the pages built of fixed sections (editables.server.ts: the home page, the school home pages,
 * bus routes, training) need beyond their stored value before they are drawn, shared
 * by their public routes and the staff preview so that both draw the same thing.
 */

/** The training page with its blocks ready to draw (people and documents resolved). */
export type ResolvedTraining = Omit<Training, "blocks"> & { blocks: ResolvedBlock[] };

/**
 * `training` (published or a draft) with its blocks resolved as a content page's are (`resolvePage`:
 * people by id, documents with their type and size), since the office may add any block to it. Never
 * throws (architecture ruling 5): what cannot be resolved is drawn from the shipped data.
 */
export async function resolveTraining(training: Training, database: DB = db()): Promise<ResolvedTraining> {
  const { title, description, intro, blocks } = training;
  const page = await resolvePage({ path: "/training", title, description, intro, blocks }, database);
  return { ...training, blocks: page.blocks };
}
