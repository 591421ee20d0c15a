/** The files an "Exportar CSV" saves in a test (ui/list-page/export-button.tsx, lib/save-file). */
import { vi } from 'vitest';

/** Captures the file the button saves: the object URL made of the Blob and the link clicked. */
export function capturingDownloads() {
  const saved: { blob: Blob; name: string }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ blob: blobs.get(this.href)!, name: this.download });
  });
  return saved;
}
