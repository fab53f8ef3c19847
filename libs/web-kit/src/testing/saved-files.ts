import { afterEach, beforeEach, jest } from '@jest/globals';

/** A file a screen handed the browser (save-file.ts's saveTextFile): its content and the name it is saved as. */
export interface SavedFile {
  blob: Blob;
  name: string;
}

/**
 * The files saved in each test of the calling block, in order (emptied before each test). jsdom has no object URLs
 * and does not download, so the object URLs are faked and the link's click records what the browser would save.
 */
export function recordSavedFiles(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  beforeEach(() => {
    saved.length = 0;
    blobs.clear();
    URL.createObjectURL = jest.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: blobs.get(this.href)!, name: this.download });
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  return saved;
}
