import { inject } from "vitest";

// Test files import the app after this runs, so config() sees the local stack's endpoints.
Object.assign(process.env, inject("localEnv"));
