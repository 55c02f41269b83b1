import type { BuildOptions } from "esbuild";
import { NODEJS_BUNDLE } from "./settings.js";

/**
 * The esbuild options SST v2 builds our functions with in `sst deploy`
 * (node_modules/sst/runtime/handlers/node.js, ESM branch) given NODEJS_BUNDLE, for code that
 * must run what Lambda runs: bench/bundle.ts (cold start) and test/lambda-entry.test.ts (the
 * handlers invoked with Lambda events). `mainFields` picks packages' ESM builds (the AWS SDK's
 * dist-es), which changes what loads. Source maps are left out: SST writes them beside the
 * bundle, and Node ignores them unless started with --enable-source-maps.
 */
export const sstBuildOptions = (entryPoints: Record<string, string>, outdir: string): BuildOptions => ({
  entryPoints,
  outdir,
  platform: "node",
  external: ["sharp", "pg-native"],
  keepNames: true,
  bundle: true,
  splitting: NODEJS_BUNDLE.splitting,
  metafile: true,
  outExtension: { ".js": ".mjs" },
  format: NODEJS_BUNDLE.format,
  target: "esnext",
  mainFields: ["module", "main"],
  banner: {
    js: [
      `import { createRequire as topLevelCreateRequire } from 'module';`,
      `const require = topLevelCreateRequire(import.meta.url);`,
      `import { fileURLToPath as topLevelFileUrlToPath, URL as topLevelURL } from "url"`,
      `const __dirname = topLevelFileUrlToPath(new topLevelURL(".", import.meta.url))`,
      "",
    ].join("\n"),
  },
  sourcemap: false,
  minify: NODEJS_BUNDLE.minify,
  logLevel: "error",
  ...NODEJS_BUNDLE.esbuild,
});
