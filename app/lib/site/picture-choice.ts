/**
 * The picture field's choices, for the staff area's drawing code: defined beside the picture library
 * that makes them (`app/lib/content-store/picture-choice.ts`) and handed on from here.
 */
export {
  type PictureChoice,
  pixelSize,
  shippedPictureChoices,
  thumbnailOf,
} from "../content-store/picture-choice";
