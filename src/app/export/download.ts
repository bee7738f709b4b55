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

/** Copies text; `reason` is the browser's own words for a failure (none when it gave none), put in the caller's sentence. */
export async function copyText(text: string): Promise<{ ok: boolean; reason?: string }> {
  try {
    await navigator.clipboard.writeText(text);
    return { ok: true };
  } catch (error) {
    return error instanceof Error ? { ok: false, reason: error.message } : { ok: false };
  }
}
