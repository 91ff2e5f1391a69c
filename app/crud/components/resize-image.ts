import imageCompression from "browser-image-compression";

/**
 * Large phone photos made smaller in the browser before upload (the server still refuses more than
 * 2 MB): the long edge at most 2000 px, about 1.5 MB at most, turned upright by their EXIF orientation.
 * Used by every image input of the back office; without JavaScript files go as they are.
 */
const OPTIONS = { maxWidthOrHeight: 2000, maxSizeMB: 1.5, useWebWorker: false, preserveExif: false } as const;
/** Files this small and already in a type the server takes are sent untouched. */
const SMALL_ENOUGH = 1.5 * 1024 * 1024;
const KEPT_TYPES = ["image/jpeg", "image/png", "image/webp"];

/** One file, resized when it is a large image; the original when it cannot be read. */
export async function resizeForUpload(file: File): Promise<File> {
  if (!file.type.startsWith("image/") || (file.size <= SMALL_ENOUGH && KEPT_TYPES.includes(file.type))) return file;
  try {
    const type = file.type === "image/png" || file.type === "image/webp" ? file.type : "image/jpeg";
    const resized = await imageCompression(file, { ...OPTIONS, fileType: type });
    const name = type === "image/jpeg" ? file.name.replace(/\.[^.]+$/, "") + ".jpg" : file.name;
    return new File([resized], name, { type, lastModified: file.lastModified });
  } catch {
    return file;
  }
}

/**
 * Replaces the files chosen in `input` by their resized versions; `onProgress` hears (done, total).
 * While it works the form's submit buttons are disabled, so the originals are never sent by mistake.
 */
export async function resizeInputFiles(input: HTMLInputElement, onProgress?: (done: number, total: number) => void): Promise<void> {
  const files = Array.from(input.files ?? []);
  if (files.length === 0 || typeof DataTransfer === "undefined") return;
  const buttons = Array.from(input.form?.querySelectorAll<HTMLButtonElement>('button[type="submit"]') ?? []);
  buttons.forEach((b) => (b.disabled = true));
  input.setAttribute("aria-busy", "true");
  try {
    const out = new DataTransfer();
    for (const [i, file] of files.entries()) {
      onProgress?.(i, files.length);
      out.items.add(await resizeForUpload(file));
    }
    onProgress?.(files.length, files.length);
    input.files = out.files;
  } finally {
    input.removeAttribute("aria-busy");
    buttons.forEach((b) => (b.disabled = false));
  }
}
