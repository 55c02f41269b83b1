/**
 * Where `pds` finds the service and its key, first found wins per setting:
 * 1. `--base-url` / `--api-key`
 * 2. `PDS_BASE_URL` / `PDS_API_KEY`
 * 3. the config file: `PDS_CONFIG`, else `$XDG_CONFIG_HOME/pds/config.json`, else
 *    `~/.config/pds/config.json`: `{ "base_url": "…", "api_key": "…" }`
 * 4. the base URL of `npm start` (`http://127.0.0.1:8787/api/v1`); a key has no default.
 */
import { existsSync, readFileSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { DEFAULT_BASE_URL } from "../http.js";
import { UsageError } from "./output.js";

export function configPath(env = process.env) {
  if (env.PDS_CONFIG) return env.PDS_CONFIG;
  return join(env.XDG_CONFIG_HOME || join(homedir(), ".config"), "pds", "config.json");
}

interface FileConfig {
  base_url?: string;
  api_key?: string;
}

function readConfigFile(path: string): FileConfig {
  if (!existsSync(path)) return {};
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as FileConfig;
    if (!parsed || typeof parsed !== "object") throw new Error("not an object");
    return parsed;
  } catch (err) {
    throw new UsageError(`${path}: not a JSON config file (${(err as Error).message})`);
  }
}

export function resolveConfig(flags: { "base-url"?: string; "api-key"?: string }, env = process.env) {
  const file = readConfigFile(configPath(env));
  const baseUrl = flags["base-url"] ?? env.PDS_BASE_URL ?? file.base_url ?? DEFAULT_BASE_URL;
  const apiKey = flags["api-key"] ?? env.PDS_API_KEY ?? file.api_key;
  if (!apiKey) {
    throw new UsageError(`no API key: pass --api-key, set PDS_API_KEY, or put "api_key" in ${configPath(env)}`);
  }
  return { baseUrl, apiKey };
}
