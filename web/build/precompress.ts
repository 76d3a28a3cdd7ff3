// Every text file of the build also as .br (brotli, best) and .gz (gzip, best), written once at
// build, so the server sends them as they are instead of compressing on each request.
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const compressible = /\.(?:html|js|mjs|css|svg|json|webmanifest|txt|xml)$/;
/** Below this, the headers cost more than the bytes saved. */
const minBytes = 1024;

export async function precompress(dir: string) {
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => compressible.test(file) && fs.statSync(file).size >= minBytes);
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.promises.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < content.length) await fs.promises.writeFile(`${file}.br`, br);
      if (gz.length < content.length) await fs.promises.writeFile(`${file}.gz`, gz);
    }),
  );
}
