/** Lets the browser save `blob` as `fileName` (exports made here or by the server). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name of a Content-Disposition header: the UTF-8 name (RFC 6266) when given, else the plain one. */
export function dispositionFileName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (utf8?.[1]) {
    try {
      return decodeURIComponent(utf8[1]);
    } catch {
      // a malformed name: try the plain one
    }
  }
  return /filename="([^"]+)"/i.exec(header)?.[1] ?? fallback;
}
