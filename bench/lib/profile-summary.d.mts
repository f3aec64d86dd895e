// Types of profile-summary.mjs for the TypeScript benches.
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number } }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}
export function selfTimes(
  profile: CpuProfile,
  lastMs?: number,
): { sources: Map<string, number>; functions: Map<string, number>; busy: number; total: number };
