// npm run icons: the installed app's icons (web/public/icons/), drawn from the favicon's plate: 192
// and 512 px, and a maskable 512 px one whose plate sits inside the safe zone on a full background.
// The PNGs are committed; run this again only when the favicon changes.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "web", "public", "icons");
const plate = fs.readFileSync(path.join(root, "web", "public", "favicon.svg"), "utf8");
// Maskable: a full-bleed square of the brand colour, the plate scaled into the central 80%.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="#ea580c"/>
  <g transform="translate(6.4 6.4) scale(0.8)">${plate.replace(/<\/?svg[^>]*>/g, "")}</g>
</svg>`;

fs.mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(plate), { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(path.join(out, `icon-${size}.png`));
}
await sharp(Buffer.from(maskable), { density: 72 * 8 })
  .resize(512, 512)
  .png()
  .toFile(path.join(out, "maskable-512.png"));
await sharp(Buffer.from(plate), { density: 72 * 3 })
  .resize(180, 180)
  .flatten({ background: "#fff7ed" })
  .png()
  .toFile(path.join(out, "apple-touch-icon.png"));
console.log("web/public/icons: icon-192.png, icon-512.png, maskable-512.png, apple-touch-icon.png");
