// Prints the schema to schema.graphql (npm run gen). A test fails when the committed file is stale.
import fs from "node:fs";
import path from "node:path";
import { lexicographicSortSchema, printSchema } from "graphql";
import { schema } from "./index.ts";

export const schemaFile = path.resolve(import.meta.dirname, "../../../schema.graphql");
export const printedSchema = () => `${printSchema(lexicographicSortSchema(schema))}\n`;

if (process.argv[1] === import.meta.filename) {
  fs.writeFileSync(schemaFile, printedSchema());
  console.log(`wrote ${path.relative(process.cwd(), schemaFile)}`);
}
