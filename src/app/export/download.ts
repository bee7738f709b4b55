/** Saves bytes or text as a file through the browser's download. */
export function download(name: string, content: string | Uint8Array, type: string): void {
  const part: BlobPart = typeof content === 'string' ? content : new Uint8Array(content);
  const url = URL.createObjectURL(new Blob([part], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Copies text, resolving to an English message either way; `reason` is the browser's own words for a failure
 * (none when it gave none), for a caller that writes the message in the interface language.
 */
export async function copyText(text: string): Promise<{ ok: boolean; message: string; reason?: string }> {
  try {
    await navigator.clipboard.writeText(text);
    return { ok: true, message: 'Copied to the clipboard' };
  } catch (error) {
    const reason = error instanceof Error ? error.message : undefined;
    return { ok: false, message: `Could not copy: ${reason ?? 'the clipboard is not available'}`, ...(reason === undefined ? {} : { reason }) };
  }
}
