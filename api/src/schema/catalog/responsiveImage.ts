// Dish photos, logos and banners as the web client draws them: the full-size address, its intrinsic
// size (so the page reserves the box before the image arrives) and a srcset of the WebP renditions
// the upload pipeline made (chef/images.ts). The *Url fields stay for REST clients.
import type { Context } from "../../context.ts";
import type { StoredImage } from "../../generated/prisma/client.ts";
import { isValidKey } from "../../services/storage.ts";
import { batchLoader } from "../batchLoader.ts";
import { builder } from "../builder.ts";
import { IMAGE_KINDS, IMAGE_SIZES, type ImageKind, type Rendition } from "../../domain/catalog/images.ts";

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

/** The recorded images of one request, loaded in one query. */
const loadImage = batchLoader<string, StoredImage | null>(async (ctx, keys) => {
  const rows = await ctx.prisma.storedImage.findMany({ where: { key: { in: keys } } });
  return new Map(rows.map((row) => [row.key, row]));
}, null);

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
