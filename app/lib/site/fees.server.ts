import type { ResolvedPage } from "~content/schemas/resolved-page";
import type { Settings } from "~content/schemas/settings";
import { schoolFeesOf } from "./fees";

/**
 * The resolve step of `resolvePage` for fees: each `fees` block of `page` gets its school's fees of the
 * `fees` settings group with the year they are for, from `settings()` (called only when the page has
 * such a block, so no other page reads or sends the fees). A page without one is returned as it is.
 */
export async function resolveFees<P extends ResolvedPage>(
  page: P,
  settings: () => Promise<Pick<Settings, "fees">>,
): Promise<P> {
  if (!page.blocks.some((block) => block.type === "fees")) return page;
  const { fees } = await settings();
  return {
    ...page,
    blocks: page.blocks.map((block) =>
      block.type === "fees" ? { ...block, fees: schoolFeesOf(fees, block.school) } : block,
    ),
  };
}
