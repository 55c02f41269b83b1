import { dirname, join } from "node:path";

/**
 * zod re-exports all of its ~50 locales as the namespace `z.locales` (and `z.core.locales`).
 * @hono/zod-openapi hands the `z` namespace object to zod-to-openapi as a value, so esbuild must
 * keep every property of it, and the locales alone were 267 KB of the 1,118 KB an API cold
 * start parsed. Nothing here picks a locale (zod registers English itself), so in the Lambda
 * bundle `locales` holds English only; `z.locales.de()` would be undefined there.
 */
/** The part of esbuild's plugin API used here: SST bundles with its own copy of esbuild, whose types differ from ours. */
interface PluginBuild {
  onResolve(o: { filter: RegExp }, f: (a: { resolveDir: string }) => { path: string; namespace: string } | undefined): void;
  onLoad(o: { filter: RegExp; namespace: string }, f: (a: { path: string }) => { contents: string; resolveDir: string }): void;
}

export const zodEnglishOnly = {
  name: "zod-english-only",
  setup(build: PluginBuild) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]node_modules[\\/]zod[\\/]v4[\\/](classic|core|mini)$/.test(args.resolveDir)
        ? { path: join(dirname(args.resolveDir), "locales", "en.js"), namespace: "zod-english-only" }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "zod-english-only" }, (args) => ({
      contents: `export { default as en } from ${JSON.stringify(args.path)};`,
      resolveDir: dirname(args.path),
    }));
  },
};
