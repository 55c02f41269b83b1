import type { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { lazyHandler } from "./lazy-group.js";

/**
 * The paths of the web dashboard (core/dashboard/), served by the same function as the API.
 * Its pages load with the first request to one of them, never at a cold start of the API.
 */
export const DASHBOARD_PATHS = [
  "/",
  "/sign-in",
  "/sign-out",
  "/tables",
  "/tables/*",
  "/attributes",
  "/attributes/*",
  "/schemas",
  "/schemas/*",
  "/catalog",
  "/catalog/*",
  "/glossary",
  "/glossary/*",
  "/webhooks",
  "/webhooks/*",
  "/playground",
  "/playground/*",
  "/credits",
  "/account",
  "/account/*",
  "/uploads",
  "/uploads/*",
  "/assets/*",
];

/** Whether a path is one of the dashboard's (its pages answer failures as pages, not JSON). */
export function isDashboardPath(path: string): boolean {
  return DASHBOARD_PATHS.some((p) => (p.endsWith("/*") ? path.startsWith(p.slice(0, -1)) : path === p));
}

export function mountDashboard(app: Hono<AppEnv>) {
  const handler = lazyHandler("/", async () =>
    // The dashboard calls the API through the app itself, in-process.
    (await import("../dashboard/router.js")).dashboardRouter({ api: (request: Request) => app.fetch(request) }),
  );
  for (const path of DASHBOARD_PATHS) app.all(path, handler);
}
