import { contentStore } from "./content-store.server";

/** Photo albums of the galleries (spec 3 `gallery`): title, link to the album, optional thumbnail. */
export const albums = contentStore("albums", { dated: false });
export type Album = Awaited<ReturnType<typeof albums.list>>[number];

/** Shown when an album has no thumbnail (DESIGN ruling 4: a local placeholder, not a remote one). */
export const ALBUM_PLACEHOLDER = "/images/album-placeholder.svg";
