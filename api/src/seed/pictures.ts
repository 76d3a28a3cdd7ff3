// A picture for every demo dish, logo and banner, drawn from Fluent Emoji (flat; MIT, Microsoft,
// https://github.com/microsoft/fluentui-emoji, through @iconify-json/fluent-emoji-flat) and run
// through the upload pipeline (domain/catalog/images.ts), so they are served in the same WebP renditions
// as a cook's own photos. A dish is its emoji on a warm background; a banner, the kitchen's emoji
// across a wide one.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { Prisma, type PrismaClient } from "../generated/prisma/client.ts";
import {
  IMAGE_SIZES,
  RENDITION_WIDTHS,
  renderImage,
  saveRenderedImages,
  type ImageKind,
  type ImageStore,
  type RenderedImage,
} from "../domain/catalog/images.ts";
import type { DemoKitchen } from "./kitchens.ts";

type IconSet = { icons: Record<string, { body: string }>; width?: number };
const iconSet = createRequire(import.meta.url)("@iconify-json/fluent-emoji-flat/icons.json") as IconSet;
/** The set draws every emoji in a 32x32 box. */
const ICON_BOX = iconSet.width ?? 32;

/** Warm backgrounds, light centre to deeper edge, one per dish in turn. */
const WARM = [
  ["#fff4e0", "#f6b26b"],
  ["#ffeadb", "#f08a5d"],
  ["#fff6d8", "#e9b949"],
  ["#ffe9e3", "#e98b7d"],
  ["#f7f3e3", "#d9a95b"],
] as const;

function emoji(name: string, x: number, y: number, size: number, rotate = 0) {
  const icon = iconSet.icons[name];
  if (!icon) throw new Error(`Fluent Emoji has no "${name}"`);
  const turn = rotate ? ` transform="rotate(${rotate} ${x + size / 2} ${y + size / 2})"` : "";
  return `<g${turn}><svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${ICON_BOX} ${ICON_BOX}">${icon.body}</svg></g>`;
}

function canvas(kind: ImageKind, [light, deep]: readonly [string, string], content: string) {
  const { width, height } = IMAGE_SIZES[kind];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><radialGradient id="bg" cx="50%" cy="42%" r="75%"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${content}</svg>`
  );
}

export function dishPicture(name: string, index: number) {
  const { width, height } = IMAGE_SIZES.food;
  const size = height * 0.62;
  const shadow = `<ellipse cx="${width / 2}" cy="${height * 0.83}" rx="${size * 0.42}" ry="${size * 0.07}" fill="#000" fill-opacity="0.12"/>`;
  return canvas("food", WARM[index % WARM.length]!, shadow + emoji(name, (width - size) / 2, height * 0.15, size));
}

export function logoPicture(name: string) {
  const { width } = IMAGE_SIZES.logo;
  const plate = `<circle cx="${width / 2}" cy="${width / 2}" r="${width * 0.38}" fill="#fffaf2"/>`;
  return canvas("logo", WARM[0], plate + emoji(name, width * 0.2, width * 0.2, width * 0.6));
}

export function bannerPicture(names: string[]) {
  const { width, height } = IMAGE_SIZES.banner;
  const step = width / names.length;
  const content = names
    .map((name, i) => {
      const size = i % 2 ? 150 : 190;
      const y = i % 2 ? height * 0.52 : height * 0.12;
      return emoji(name, step * i + (step - size) / 2, y, size, ((i * 37) % 30) - 15);
    })
    .join("");
  return canvas("banner", ["#fff1dc", "#f2a65a"], content);
}

/** What decides a picture's bytes: its drawing and the pipeline's settings. Same inputs, same key. */
function pictureName(kind: ImageKind, svg: string) {
  return crypto
    .createHash("sha256")
    .update(
      JSON.stringify([kind, svg, IMAGE_SIZES[kind], RENDITION_WIDTHS[kind], sharp.versions.sharp, sharp.versions.vips]),
    )
    .digest("hex")
    .slice(0, 32);
}

// Rendering is the slow part of the seed, and every test server seeds: a picture is drawn once per
// machine (a cache in the temporary folder) and once per process (this map).
const CACHE_DIR = path.join(os.tmpdir(), "homeplate-demo-pictures");
const rendered = new Map<string, Promise<RenderedImage>>();

type CachedImage = Omit<RenderedImage, "renditions"> & {
  renditions: { key: string; width: number; height: number; bytes: string }[];
};

async function renderCached(kind: ImageKind, svg: string): Promise<RenderedImage> {
  const name = pictureName(kind, svg);
  let image = rendered.get(name);
  if (!image) {
    image = (async () => {
      const file = path.join(CACHE_DIR, `${name}.json`);
      try {
        const cached = JSON.parse(await fs.readFile(file, "utf8")) as CachedImage;
        return {
          ...cached,
          renditions: cached.renditions.map((r) => ({ ...r, bytes: Buffer.from(r.bytes, "base64") })),
        };
      } catch {
        const fresh = await renderImage(kind, Buffer.from(svg), name);
        const json: CachedImage = {
          ...fresh,
          renditions: fresh.renditions.map((r) => ({ ...r, bytes: r.bytes.toString("base64") })),
        };
        // Written aside and renamed, so a test worker never reads a half-written file.
        const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`;
        await fs.mkdir(CACHE_DIR, { recursive: true });
        await fs.writeFile(temp, JSON.stringify(json));
        await fs.rename(temp, file);
        return fresh;
      }
    })();
    rendered.set(name, image);
    image.catch(() => rendered.delete(name));
  }
  return image;
}

/**
 * Gives the demo kitchens their pictures once per database: skipped when the pictures are already
 * recorded and stored, so a cook who later changed or removed one keeps their choice. A database
 * copied without its files (a test server's copy of the seeded template, whose storage is memory)
 * gets the files back. Returns whether it ran.
 */
export async function seedPictures(store: ImageStore, kitchens: DemoKitchen[]): Promise<boolean> {
  const { prisma, storage } = store;
  const jobs = kitchens.flatMap((k) => [
    { kind: "logo" as const, svg: logoPicture(k.logoEmoji), kitchen: k, dish: null },
    { kind: "banner" as const, svg: bannerPicture(k.bannerEmoji), kitchen: k, dish: null },
    ...k.dishes.map((d, i) => ({ kind: "food" as const, svg: dishPicture(d.emoji, i), kitchen: k, dish: d.name })),
  ]);
  const keys = jobs.map((j) => `${j.kind}/${pictureName(j.kind, j.svg)}.webp`);
  const recorded = (await prisma.storedImage.count({ where: { key: { in: keys } } })) === keys.length;
  if (recorded && (await Promise.all(keys.map((key) => storage.get(key)))).every(Boolean)) return false;

  const images = await Promise.all(jobs.map((j) => renderCached(j.kind, j.svg)));
  await saveRenderedImages(store, images);
  await setPictures(
    prisma,
    jobs.map((j, i) => ({ ...j, url: `/uploads/${images[i]!.key}` })),
  );
  return true;
}

/** Puts each picture where it has none yet: the kitchen's logo and banner, each dish's photo. */
async function setPictures(
  prisma: PrismaClient,
  pictures: { kind: ImageKind; kitchen: DemoKitchen; dish: string | null; url: string }[],
) {
  const urlOf = (k: DemoKitchen, kind: ImageKind) => pictures.find((p) => p.kitchen === k && p.kind === kind)!.url;
  const kitchens = [...new Set(pictures.map((p) => p.kitchen))];
  const profiles = kitchens.map(
    (k) => Prisma.sql`(${k.user.email}::text, ${urlOf(k, "logo")}::text, ${urlOf(k, "banner")}::text)`,
  );
  await prisma.$executeRaw`UPDATE "RestaurantProfile" AS p
    SET "logoUrl" = CASE WHEN COALESCE(p."logoUrl", '') = '' THEN v."logo" ELSE p."logoUrl" END,
        "bannerUrl" = CASE WHEN COALESCE(p."bannerUrl", '') = '' THEN v."banner" ELSE p."bannerUrl" END
    FROM (VALUES ${Prisma.join(profiles)}) AS v("email", "logo", "banner"), "User" AS u
    WHERE u."email" = v."email" AND p."userId" = u."id"`;
  const dishes = pictures
    .filter((p) => p.dish)
    .map((p) => Prisma.sql`(${p.kitchen.user.email}::text, ${p.dish}::text, ${p.url}::text)`);
  await prisma.$executeRaw`UPDATE "FoodItem" AS f SET "imageUrl" = v."url"
    FROM (VALUES ${Prisma.join(dishes)}) AS v("email", "name", "url"), "User" AS u
    WHERE u."email" = v."email" AND f."cookId" = u."id" AND f."name" = v."name" AND COALESCE(f."imageUrl", '') = ''`;
}
