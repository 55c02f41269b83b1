import { createRoute } from "@hono/zod-openapi";
import { json } from "../http/openapi.js";
import { createRouter } from "../http/router.js";
import { Me } from "./schemas.js";
import * as companies from "./service.js";

const me = createRoute({
  method: "get",
  path: "/me",
  operationId: "getMe",
  tags: ["account"],
  summary: "The company and key the request is authenticated as",
  description:
    "Answers the company the API key belongs to and the key itself: its id (safe to log), its scopes (`read`, `write`; every " +
    "request but a GET needs `write`) and its user id, if any. Useful to check a key before using it.",
  responses: { 200: json(Me) },
});

export const companiesRouter = () =>
  createRouter().openapi(me, async (c) => {
    const auth = c.var.auth;
    return c.json(
      { company: await companies.get(auth.companyId), key: { id: auth.keyId, scopes: auth.scopes, user_id: auth.userId } },
      200,
    );
  });
