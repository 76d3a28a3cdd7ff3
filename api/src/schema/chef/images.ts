// The upload rules of the spec (§5 'Image upload', §9): images only, judged by their bytes rather than
// the declared type, at most 5 MB; logos become 300x300 and banners 1200x400, cropped to fill.
import crypto from "node:crypto";
import sharp from "sharp";
import { ValidationError } from "../../errors.ts";
import type { Storage } from "../../services/storage.ts";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** A request carrying one upload: room for a file somewhat over the limit, so it gets the spec's message. */
export const MAX_UPLOAD_REQUEST_BYTES = 12 * 1024 * 1024;

export const IMAGE_KINDS = ["logo", "banner", "food"] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Output size per kind. Dish photos keep the menu card's 4:3 shape. */
export const IMAGE_SIZES: Record<ImageKind, { width: number; height: number }> = {
  logo: { width: 300, height: 300 },
  banner: { width: 1200, height: 400 },
  food: { width: 800, height: 600 },
};

export const INVALID_FILE_TYPE = "Please select an image file (JPG, PNG, etc.)";
export const FILE_TOO_LARGE = "Please select an image smaller than 5MB";

/** The image format the first bytes announce, or null when they are not an image we read. */
export function sniffImage(bytes: Uint8Array): "png" | "jpeg" | "gif" | "webp" | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (starts([0x47, 0x49, 0x46, 0x38])) return "gif";
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

/**
 * Checks, resizes and stores an uploaded image; returns its key in storage (served at /uploads/<key>).
 * Throws a ValidationError with the spec's message for a file that is not an image or too large.
 */
export async function storeImage(storage: Storage, kind: ImageKind, bytes: Buffer): Promise<string> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ValidationError([{ field: "file", message: FILE_TOO_LARGE }]);
  if (!sniffImage(bytes)) throw new ValidationError([{ field: "file", message: INVALID_FILE_TYPE }]);
  const { width, height } = IMAGE_SIZES[kind];
  let output: Buffer;
  try {
    output = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate() // honour the camera's EXIF orientation
      .resize(width, height, { fit: "cover", position: "attention" })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // The signature said image, the decoder disagreed: a broken or disguised file.
    throw new ValidationError([{ field: "file", message: INVALID_FILE_TYPE }]);
  }
  const key = `${kind}/${crypto.randomBytes(16).toString("hex")}.webp`;
  await storage.put(key, output, "image/webp");
  return key;
}
