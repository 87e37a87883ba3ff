/**
 * The video facades' behaviour (app/components/PlayFacade.tsx): a plain click on a still
 * (`a[data-play]`) swaps in its player, playing and focused, instead of following the link to the
 * video. What to play is in the link's `data-play-*` attributes: `embed` a frame of another site's
 * player page (YouTube's privacy-enhanced one), `video` our own file with its poster, size, captions and
 * start. A click with a modifier key, or any other button, keeps the link's own meaning (a new tab).
 * One listener on the document, so it works whenever this module arrives and for every facade.
 */

/** Everything the YouTube player asks for (the list YouTube's embed code gives). */
const FRAME_ALLOW =
  "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share";

function embedPlayer(data: DOMStringMap): HTMLElement {
  const frame = document.createElement("iframe");
  frame.src = data.playSrc ?? "";
  frame.title = data.playTitle ?? "";
  frame.allow = FRAME_ALLOW;
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  frame.allowFullscreen = true;
  frame.className = data.playClass ?? "";
  return frame;
}

function videoPlayer(data: DOMStringMap): HTMLElement {
  const player = document.createElement("video");
  player.className = data.playClass ?? "";
  player.controls = true;
  player.autoplay = true;
  player.preload = "metadata";
  player.playsInline = true;
  player.poster = data.playPoster ?? "";
  player.title = data.playTitle ?? "";
  if (data.playWidth) player.width = Number(data.playWidth);
  if (data.playHeight) player.height = Number(data.playHeight);
  const start = Number(data.playStart ?? 0);
  if (start > 0) {
    player.addEventListener("loadedmetadata", () => {
      player.currentTime = start;
    });
  }
  const source = document.createElement("source");
  source.src = data.playSrc ?? "";
  source.type = "video/mp4";
  player.append(source);
  if (data.playCaptions) {
    const track = document.createElement("track");
    Object.assign(track, { kind: "captions", src: data.playCaptions, srclang: "en", label: "English" });
    track.default = true;
    player.append(track);
  }
  player.append("Your browser does not support the video tag.");
  return player;
}

document.addEventListener("click", (event) => {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target instanceof Element ? event.target : null;
  const link = target?.closest<HTMLAnchorElement>("a[data-play]");
  if (!link) return;
  event.preventDefault();
  const player = link.dataset.play === "video" ? videoPlayer(link.dataset) : embedPlayer(link.dataset);
  link.replaceWith(player);
  player.focus();
});

// A module of its own (its names are not globals).
export {};
