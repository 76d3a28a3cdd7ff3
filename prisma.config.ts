// Prisma CLI configuration. The app itself never reads this file: api/src/db/client.ts picks
// PGlite or PostgreSQL from api/src/config.ts.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations", seed: "tsx api/src/app/cli.ts seed" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/homeplate" },
});
