// Types of harness.mjs for the TypeScript benches.
export function freePort(): Promise<number>;
export interface StartedServer {
  name: string;
  url: string;
  pid: number;
  stop(): Promise<void>;
}
export function startServer(options: {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  readyPath?: string;
  headers?: Record<string, string>;
}): Promise<StartedServer>;
