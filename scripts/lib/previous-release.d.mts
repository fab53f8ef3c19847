// Types of previous-release.mjs for TypeScript callers (tests/e2e's version-skew drill).

/** Names the previous release's commit (repository-relative). */
export declare const PREVIOUS_RELEASE_FILE: string;
/** Where built releases are kept, one folder per commit. */
export declare const PREVIOUS_RELEASE_CACHE: string;

/** A built release: its commit, its folder, and each frontend's build folder. */
export interface PreviousRelease {
  commit: string;
  dir: string;
  dists: { shell: string; owner: string; doctor: string; admin: string };
}

/** The previous release's commit (40 hex digits), from PREVIOUS_RELEASE_FILE. */
export declare function previousReleaseCommit(root?: string): string;
/** A release already built by an earlier call (or run), or undefined. */
export declare function builtPreviousRelease(commit?: string): PreviousRelease | undefined;
/** The previous release's four frontends, built once per commit and machine; `built` says whether this call built them. */
export declare function buildPreviousRelease(options?: { log?: (line: string) => void; commit?: string }): Promise<PreviousRelease & { built: boolean }>;
