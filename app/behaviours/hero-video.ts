/**
 * The home hero's background video (spec 2.1, architecture ruling 8; `HeroVideo.tsx` draws the still
 * and a hidden button). On a screen at least 768 px wide, without reduced motion or save-data, the
 * looping muted `<video>` is added over the still and plays by itself; elsewhere the still stays until
 * the visitor presses Play. The button then pauses and plays it. Idempotent.
 */
import { prefersReducedMotion, whenParsed } from "./lib/motion";

whenParsed(() => {
  const root = document.querySelector<HTMLElement>("[data-behaviour~=hero-video]");
  const button = root?.parentElement?.querySelector<HTMLButtonElement>("[data-hero-video-button]");
  if (!root || !button || root.dataset.heroVideoWired !== undefined) return;
  root.dataset.heroVideoWired = "";
  const src = root.dataset.src ?? "";
  let video: HTMLVideoElement | null = null;

  const play = (element: HTMLVideoElement) => {
    element.muted = true;
    element.play().catch(() => {
      // Autoplay refused (a browser setting): the still stays, the button still works.
    });
  };
  const addVideo = (): HTMLVideoElement => {
    const element = document.createElement("video");
    element.className = "relative size-full object-cover";
    element.muted = true;
    element.loop = true;
    element.playsInline = true;
    element.preload = "auto";
    element.disablePictureInPicture = true;
    element.src = src;
    // Spec 2.1's words for a browser that cannot play it (as the About film's player has).
    element.append("Your browser does not support the video tag.");
    element.addEventListener("play", () => button.toggleAttribute("data-playing", true));
    element.addEventListener("pause", () => button.toggleAttribute("data-playing", false));
    // Right after the still, under the dark layer.
    root.firstElementChild?.after(element);
    video = element;
    return element;
  };

  button.addEventListener("click", () => {
    if (!video) play(addVideo());
    else if (video.paused) play(video);
    else video.pause();
  });
  button.hidden = false;

  const saveData =
    (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  if (!prefersReducedMotion() && !saveData && window.matchMedia("(min-width: 768px)").matches)
    play(addVideo());
});
