import type { ContentPage } from "~content/schemas/page";

/**
 * The "People of another page" blocks (`peopleOf`) made into the people blocks they show: the first
 * people block of the page they name (a committee's members, a PTA's office bearers), under this
 * block's own heading and introduction where it has them. A named page without people, or none at
 * that address, shows nothing. Pure but for `read`, which gives a page's published value by address.
 */
export async function withPeopleOf<P extends Pick<ContentPage, "blocks">>(
  page: P,
  read: (path: string) => Promise<ContentPage | undefined> | ContentPage | undefined,
): Promise<P> {
  if (!page.blocks.some((block) => block.type === "peopleOf")) return page;
  const blocks = await Promise.all(
    page.blocks.map(async (block) => {
      if (block.type !== "peopleOf") return [block];
      const source = await read(block.page);
      const people = source?.blocks.find((other) => other.type === "people");
      if (!people) return [];
      return [
        {
          ...people,
          ...(block.heading ? { heading: block.heading } : {}),
          ...(block.intro ? { intro: block.intro } : {}),
        },
      ];
    }),
  );
  return { ...page, blocks: blocks.flat() };
}
