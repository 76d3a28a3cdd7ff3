// Dish photos, logos and banners as the web client draws them: the full-size address, its intrinsic
// size (so the page reserves the box before the image arrives) and a srcset of the WebP renditions
// the upload pipeline made (chef/images.ts). The *Url fields stay for REST clients.
import type { Context } from "../../context.ts";
import type { StoredImage } from "../../generated/prisma/client.ts";
import { isValidKey } from "../../services/storage.ts";
import { builder } from "../builder.ts";
import { IMAGE_KINDS, IMAGE_SIZES, type ImageKind, type Rendition } from "../chef/images.ts";

type ResponsiveImageShape = { url: string; width: number; height: number; srcSet: string };

export const ResponsiveImage = builder.objectRef<ResponsiveImageShape>("ResponsiveImage").implement({
  description:
    "An image with what an <img> needs to load the right size without shifting the page: src, srcset, width and height.",
  fields: (t) => ({
    url: t.exposeString("url", {
      description: "The full-size image's address (/uploads/... or an http(s) URL): the <img> src.",
    }),
    width: t.exposeInt("width", {
      description:
        "The full-size image's width in pixels (for an address elsewhere, the width of the box it is cropped to).",
    }),
    height: t.exposeInt("height", {
      description:
        "The full-size image's height in pixels (for an address elsewhere, the height of the box it is cropped to).",
    }),
    srcSet: t.exposeString("srcSet", {
      description:
        'Every rendition with its width descriptor, narrowest first ("/uploads/food/x_400w.webp 400w, ..."): the <img> srcset.',
    }),
  }),
});

const UPLOADS = "/uploads/";

/**
 * Loads the recorded images of one request in one query: every field asking in the same tick joins
 * the batch, as DataLoader does, so a menu of 100 dishes costs one statement.
 */
function imageLoader(ctx: Context) {
  type Waiting = { resolve: (row: StoredImage | null) => void; reject: (error: unknown) => void };
  let pending: Map<string, Waiting> | null = null;
  const loaded = new Map<string, Promise<StoredImage | null>>();
  const flush = async (batch: Map<string, Waiting>) => {
    try {
      const rows = await ctx.prisma.storedImage.findMany({ where: { key: { in: [...batch.keys()] } } });
      const byKey = new Map(rows.map((row) => [row.key, row]));
      for (const [key, waiting] of batch) waiting.resolve(byKey.get(key) ?? null);
    } catch (error) {
      for (const waiting of batch.values()) waiting.reject(error);
    }
  };
  return (key: string) => {
    let found = loaded.get(key);
    if (!found) {
      if (!pending) {
        const batch = (pending = new Map());
        // After the promise jobs of this tick, when the sibling fields have asked too.
        void Promise.resolve().then(() =>
          process.nextTick(() => {
            pending = null;
            void flush(batch);
          }),
        );
      }
      const batch = pending;
      found = new Promise((resolve, reject) => batch.set(key, { resolve, reject }));
      loaded.set(key, found);
    }
    return found;
  };
}

const loaders = new WeakMap<Context, (key: string) => Promise<StoredImage | null>>();
const loadImage = (ctx: Context, key: string) => {
  let load = loaders.get(ctx);
  if (!load) loaders.set(ctx, (load = imageLoader(ctx)));
  return load(key);
};

/** The image at `url` as an <img> needs it; `slot` is the kind of box it is shown in. Null for no image. */
export async function responsiveImage(
  ctx: Context,
  url: string | null,
  slot: ImageKind,
): Promise<ResponsiveImageShape | null> {
  if (!url) return null;
  const key = url.startsWith(UPLOADS) ? url.slice(UPLOADS.length) : null;
  const row = key && isValidKey(key) ? await loadImage(ctx, key) : null;
  if (row) {
    const renditions = row.renditions as Rendition[];
    return {
      url,
      width: row.width,
      height: row.height,
      srcSet: renditions.map((r) => `${UPLOADS}${r.key} ${r.width}w`).join(", "),
    };
  }
  // An upload from before renditions were kept has its kind's size; an address elsewhere is drawn
  // cropped to its slot, whose shape is what the page must reserve.
  const kind = (IMAGE_KINDS as readonly string[]).find((k) => key?.startsWith(`${k}/`)) as ImageKind | undefined;
  const { width, height } = IMAGE_SIZES[kind ?? slot];
  return { url, width, height, srcSet: kind ? `${url} ${width}w` : url };
}

builder.prismaObjectField("FoodItem", "image", (t) =>
  t.field({
    type: ResponsiveImage,
    nullable: true,
    description: "The dish photo with its size and renditions; null when it has none.",
    resolve: (item, _args, ctx) => responsiveImage(ctx, item.imageUrl, "food"),
  }),
);

builder.prismaObjectFields("RestaurantProfile", (t) => ({
  logo: t.field({
    type: ResponsiveImage,
    nullable: true,
    description: "The logo with its size and renditions; null when there is none.",
    resolve: (profile, _args, ctx) => responsiveImage(ctx, profile.logoUrl, "logo"),
  }),
  banner: t.field({
    type: ResponsiveImage,
    nullable: true,
    description: "The banner with its size and renditions; null when there is none.",
    resolve: (profile, _args, ctx) => responsiveImage(ctx, profile.bannerUrl, "banner"),
  }),
}));
