// The upload rules of the spec (§5 'Image upload', §9): images only, judged by their bytes rather than
// the declared type, at most 5 MB; logos become 300x300 and banners 1200x400, cropped to fill.
// Each image is kept as WebP in a few widths beside its full size, with every rendition's size
// recorded (StoredImage), so pages offer a srcset and reserve the image's box before it loads.
import crypto from "node:crypto";
import sharp from "sharp";
import { ValidationError } from "../errors.ts";
import type { PrismaClient } from "../../generated/prisma/client.ts";
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

/**
 * The narrower widths kept beside the full size, for the boxes the web client draws them in on a
 * phone at 2x and on a desktop: a logo at 48 to 80 px, a menu card at 300 px, a banner from a card
 * (about 380 px) to the full page.
 */
export const RENDITION_WIDTHS: Record<ImageKind, number[]> = {
  logo: [96, 160],
  banner: [480, 800],
  food: [400, 600],
};

const WEBP_QUALITY = 80;

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

export type Rendition = { key: string; width: number; height: number };
export type RenderedImage = {
  kind: ImageKind;
  key: string;
  width: number;
  height: number;
  renditions: (Rendition & { bytes: Buffer })[];
};

/** The key of a rendition: the full size keeps the image's own key, a narrower one adds its width. */
const renditionKey = (kind: ImageKind, name: string, width: number, full: boolean) =>
  `${kind}/${name}${full ? "" : `_${width}w`}.webp`;

/**
 * Crops a picture to its kind's size and encodes it as WebP at every width of the kind, narrowest
 * first, the full size last. `name` becomes the key (kind/name.webp). Throws when sharp cannot decode it.
 */
export async function renderImage(kind: ImageKind, input: Buffer, name: string): Promise<RenderedImage> {
  const { width, height } = IMAGE_SIZES[kind];
  // Decoded once into raw pixels at full size; every rendition is scaled from those.
  const full = await sharp(input, { limitInputPixels: 40_000_000 })
    .rotate() // honour the camera's EXIF orientation
    .resize(width, height, { fit: "cover", position: "attention" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: full.info.width, height: full.info.height, channels: full.info.channels } } as const;
  const widths = [...RENDITION_WIDTHS[kind].filter((w) => w < width), width];
  const renditions = await Promise.all(
    widths.map(async (w) => {
      const h = Math.round((height * w) / width);
      const bytes = await sharp(full.data, raw).resize(w, h).webp({ quality: WEBP_QUALITY }).toBuffer();
      return { key: renditionKey(kind, name, w, w === width), width: w, height: h, bytes };
    }),
  );
  return { kind, key: renditionKey(kind, name, width, true), width, height, renditions };
}

/** Where images go: the storage service for the bytes, the database for what sizes there are. */
export type ImageStore = { storage: Storage; prisma: PrismaClient };

/** Stores every rendition and records the images; storing the same keys again changes nothing. */
export async function saveRenderedImages({ storage, prisma }: ImageStore, images: RenderedImage[]): Promise<void> {
  await Promise.all(images.flatMap((image) => image.renditions.map((r) => storage.put(r.key, r.bytes, "image/webp"))));
  await prisma.storedImage.createMany({
    data: images.map((image) => ({
      key: image.key,
      kind: image.kind,
      width: image.width,
      height: image.height,
      renditions: image.renditions.map(({ key, width, height }) => ({ key, width, height })),
    })),
    skipDuplicates: true,
  });
}

/**
 * Checks, resizes and stores an uploaded image; returns its key in storage (served at /uploads/<key>).
 * Throws a ValidationError with the spec's message for a file that is not an image or too large.
 */
export async function storeImage(store: ImageStore, kind: ImageKind, bytes: Buffer): Promise<string> {
  if (bytes.length > MAX_UPLOAD_BYTES) throw new ValidationError([{ field: "file", message: FILE_TOO_LARGE }]);
  if (!sniffImage(bytes)) throw new ValidationError([{ field: "file", message: INVALID_FILE_TYPE }]);
  let image: RenderedImage;
  try {
    image = await renderImage(kind, bytes, crypto.randomBytes(16).toString("hex"));
  } catch {
    // The signature said image, the decoder disagreed: a broken or disguised file.
    throw new ValidationError([{ field: "file", message: INVALID_FILE_TYPE }]);
  }
  await saveRenderedImages(store, [image]);
  return image.key;
}
