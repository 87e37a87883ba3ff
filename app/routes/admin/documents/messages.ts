/**
 * What the Documents screens say after a change (`?done=…`): read by the loaders
 * (`readDone`) and drawn by the components, so not in a `.server` module.
 */
export const DOCUMENT_DONE = {
  created: "The document was added. Its address is below: link to it from the pages.",
  details: "The document's details were saved.",
  replaced: "The file was replaced. The address stays the same; the old file is in the history below.",
  deleted: "The document was deleted.",
  gone: "That document no longer exists; the list is up to date.",
} as const;
