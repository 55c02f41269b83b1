import { inject } from "vitest";
import { createApp } from "../core/api/app.js";

export const app = createApp();
export const ADMIN_TOKEN = inject("localEnv").ADMIN_TOKEN;

export interface CallOptions {
  method?: string;
  key?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Calls the real app in-process; `body` objects are sent as JSON, strings as they are. */
export async function call(path: string, { method = "GET", key, body, headers = {} }: CallOptions = {}) {
  const h: Record<string, string> = { ...headers };
  if (key) h.authorization = `Bearer ${key}`;
  let payload: string | undefined;
  if (body !== undefined) {
    payload = typeof body === "string" ? body : JSON.stringify(body);
    if (!Object.keys(h).some((k) => k.toLowerCase() === "content-type")) h["content-type"] = "application/json";
  }
  const res = await app.request(path, { method, headers: h, body: payload });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json, text };
}

export const admin = (path: string, options: CallOptions = {}) => call(`/admin/v1${path}`, { ...options, key: ADMIN_TOKEN });
export const api = (path: string, key: string, options: Omit<CallOptions, "key"> = {}) => call(`/api/v1${path}`, { ...options, key });

/**
 * A fresh company with a read/write key (and optionally credits); each test file makes its own.
 * No monthly allocation unless `monthly` is given, so the balance is exactly what the test grants.
 */
export async function newCompany(options: { credits?: number; name?: string; monthly?: number } = {}) {
  const company = await admin("/companies", {
    method: "POST",
    body: { name: options.name ?? "Test Co", monthly_credits: options.monthly ?? 0 },
  });
  if (company.status !== 201) throw new Error(`company: ${company.status} ${company.text}`);
  const key = await admin(`/companies/${company.json.id}/keys`, { method: "POST", body: { name: "test" } });
  if (key.status !== 201) throw new Error(`key: ${key.status} ${key.text}`);
  if (options.credits) {
    await admin(`/companies/${company.json.id}/credits`, { method: "POST", body: { amount: options.credits } });
  }
  return { id: company.json.id as string, key: key.json.key as string, keyId: key.json.id as string };
}

/** Asserts the spec's Error object shape and returns it. */
export function expectError(res: { status: number; json: any; headers: Headers }, status: number, type: string) {
  const ctx = JSON.stringify(res.json);
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status}: ${ctx}`);
  const e = res.json;
  if (!e || e.status_code !== status || e.error_type !== type || typeof e.message !== "string" || !e.message) {
    throw new Error(`not an Error object of ${status}/${type}: ${ctx}`);
  }
  if (typeof e.request_id !== "string" || e.request_id !== res.headers.get("x-request-id")) {
    throw new Error(`request_id missing or not matching x-request-id: ${ctx}`);
  }
  return e;
}
