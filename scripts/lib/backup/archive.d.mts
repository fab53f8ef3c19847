// Types of archive.mjs for TypeScript callers (its spec).
export const ARCHIVE_FORMAT: number;
export function archiveName(date: Date, dir?: string): string;
export function listArchives(dir: string): string[];
export function pruneArchives(dir: string, keep: number): string[];
export function sha256File(path: string): Promise<string>;
export function packArchive<M extends object>(stagingDir: string, outFile: string, manifest: M): Promise<M & { members: Record<string, string> }>;
export function unpackArchive(file: string, destDir: string): Promise<{ format: number; members: Record<string, string>; [key: string]: unknown }>;
