/** The map name → script URL of the behaviours (build-plugins/behaviour-scripts.ts). */
declare module "virtual:behaviour-scripts" {
  const urls: Readonly<Record<string, string>>;
  export default urls;
}
