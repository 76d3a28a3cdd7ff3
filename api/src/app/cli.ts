// npm run db:migrate / npm run db:seed, against DATABASE_URL or the embedded database in DATA_DIR.
import { loadConfig } from "../config.ts";
import { storageFor } from "./services.ts";
import { openDatabase } from "../db/client.ts";
import { migrate } from "../db/migrate.ts";
import { seedDemoData } from "../seed/seed.ts";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: tsx api/src/app/cli.ts migrate|seed");
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase(config);
try {
  const ran = await migrate(db, console.log);
  console.log(ran.length ? `applied ${ran.length} migration(s)` : "database is up to date");
  if (command === "seed")
    console.log((await seedDemoData(db.prisma, storageFor(config))) ? "seeded demo data" : "demo data already present");
} finally {
  await db.close();
}
