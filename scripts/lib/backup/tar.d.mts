// Types of tar.mjs for TypeScript callers (its spec).
export function isSafeMemberName(name: string): boolean;
export function tarHeader(name: string, size: number, options?: { mode?: number; mtime?: number }): Buffer;
export function writeTarGz(outFile: string, members: Array<{ name: string; path: string }>): Promise<void>;
/** The member names, in archive order. */
export function extractTarGz(file: string, destDir: string): Promise<string[]>;
