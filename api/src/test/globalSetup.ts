// Global setup of every test project: the run's database template (test/template.ts), made once and
// handed to the test files through Vitest's provide/inject. Each project loads its global setups
// through its own module runner, so the template is kept on the process's globalThis, and removed
// when the last project tears down. Only the first imports the template's module: the schema it
// loads registers Pothos plugins, which a second copy of the schema would register again.
import type { TestProject } from "vitest/node";
import type { createTemplate, DatabaseTemplate } from "./template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

const run = globalThis as {
  homeplateTemplate?: ReturnType<typeof createTemplate>;
  homeplateTemplateUsers?: number;
};

export default async function setup(project: TestProject) {
  run.homeplateTemplate ??= import("./template.ts").then((m) => m.createTemplate());
  run.homeplateTemplateUsers = (run.homeplateTemplateUsers ?? 0) + 1;
  const { template, drop } = await run.homeplateTemplate;
  project.provide("databaseTemplate", template);
  return async () => {
    run.homeplateTemplateUsers! -= 1;
    if (run.homeplateTemplateUsers === 0) await drop();
  };
}
