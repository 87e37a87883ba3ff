/**
 * What a browser with JavaScript switched off must not show, written in the document head inside
 * `<noscript>` (HTML allows `<style>` there only in the head): the home page's loading overlay
 * (architecture ruling 7: without JavaScript, no overlay) and the wait of the sections under it; and a
 * carousel's native scrollbar, since without its behaviour there are no Previous/Next buttons.
 */
export const NO_SCRIPT_STYLE =
  ".intro-overlay{display:none}.intro-content{animation:none!important}.carousel-viewport{scrollbar-width:thin}";
