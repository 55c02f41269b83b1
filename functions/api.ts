import { handle } from "hono/aws-lambda";
import { createApp } from "../core/http/app.js";

export const handler = handle(createApp());
