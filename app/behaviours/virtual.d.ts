/** The map name → script URL of the behaviours (build-plugins/behaviour-scripts.ts). */
declare module "virtual:behaviour-scripts" {
  const urls: Readonly<Record<string, string>>;
  export default urls;
}

/** The text of each inline script, name → minified classic script (build-plugins/behaviour-scripts.ts). */
declare module "virtual:inline-scripts" {
  const texts: Readonly<Record<string, string>>;
  export default texts;
}
