// s3rver ships no types; this is the part of its API the local runtime uses.
declare module "s3rver" {
  export default class S3rver {
    constructor(options: { address?: string; port?: number; silent?: boolean; directory: string });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
