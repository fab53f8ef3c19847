// Types of stack-log.mjs for TypeScript callers (tests/integration, tests/faults, its spec).
export declare function failedTestsSoFar(): number;
export declare function printStackLogTail(logFile: string, options?: { label?: string; lines?: number; write?: (text: string) => void }): void;
