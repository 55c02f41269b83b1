import { it } from "vitest";
import { authenticate } from "../core/auth/service.js";
import { findSession, openSession } from "../core/auth/sessions.js";
import { seal } from "../core/dashboard/session.js";
import { app, newCompany } from "./helpers.js";

const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)].toFixed(2), p95: s[Math.floor(s.length * 0.95)].toFixed(2), mean: (xs.reduce((a, b) => a + b) / xs.length).toFixed(2) };
};
it("measures", async () => {
  const co = await newCompany({ name: "Latency Co" });
  const auth = await authenticate(co.key);
  const stored = await openSession(auth, "Latency Co");
  const cookie = `pds_session=${seal({ key: co.key, sid: stored.sessionId, csrf: "t", expires: stored.expires })}`;
  for (let i = 0; i < 20; i++) { await findSession(auth, stored.sessionId); await app.request("/account", { headers: { cookie } }); await app.request("/glossary", { headers: { cookie } }); }
  const get: number[] = [], glossary: number[] = [];
  for (let i = 0; i < 300; i++) {
    let t = performance.now(); await findSession(auth, stored.sessionId); get.push(performance.now() - t);
    t = performance.now(); const r = await app.request("/glossary", { headers: { cookie } }); await r.text(); glossary.push(performance.now() - t);
  }
  console.log("GetItem", stats(get), "page /glossary", stats(glossary));
}, 120_000);
