// The offline geocoder's knowledge: public places only. Every US ZIP code and the place it belongs to,
// with their centroids, from GeoNames (api/data/us-zip-codes.tsv, written by scripts/gazetteer.mjs).
// An address is placed at the most precise public place it names, its ZIP code, else its city; it is
// never matched against anybody's saved address, so no answer can tell where a person lives.
import fs from "node:fs";
import path from "node:path";

export type PublicPlace = { lat: number; lng: number; name: string };
/** What the text of an address names: one public place, several it could mean, or none. */
export type Placement =
  { kind: "found"; place: PublicPlace } | { kind: "ambiguous"; candidates: PublicPlace[] } | { kind: "notFound" };

type Zip = { zip: string; city: string; state: string; lat: number; lng: number };
type City = { city: string; state: string; lat: number; lng: number; zips: number };

export const gazetteerFile = path.resolve(import.meta.dirname, "../../data/us-zip-codes.tsv");

/** A city named without its state is taken as the largest of that name when it has this many times the ZIP codes of the next. */
const DOMINANT_CITY = 4;
/** Reverse geocoding answers the nearest ZIP code within this many degrees (about 70 miles). */
const GRID_DEGREES = 1;

/**
 * Words written either way in place names ("St. Paul", "Saint Paul"), taken to one form, and
 * everything but letters and digits made a single space.
 */
export function placeWords(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .replace(/\bsaint\b/g, "st")
    .replace(/\bfort\b/g, "ft")
    .replace(/\bmount\b/g, "mt");
}

const cityLabel = (c: { city: string; state: string }) => `${c.city}, ${c.state}`;
const zipLabel = (z: Zip) => `${z.city}, ${z.state} ${z.zip}`;
const cell = (lat: number, lng: number) => `${Math.floor(lat / GRID_DEGREES)}:${Math.floor(lng / GRID_DEGREES)}`;

export class Gazetteer {
  private zips = new Map<string, Zip>();
  /** Cities by their words, one entry per state that has a place of that name. */
  private cities = new Map<string, City[]>();
  /** State codes by their code's and their name's words ("tx", "texas"). */
  private states = new Map<string, string>();
  private grid = new Map<string, Zip[]>();
  private longestCity = 1;

  constructor(tsv: string) {
    const byCity = new Map<string, Zip[]>();
    for (const line of tsv.split("\n")) {
      const cols = line.split("\t");
      if (cols[0] === "#state") {
        this.states.set(placeWords(cols[1]!), cols[1]!);
        this.states.set(placeWords(cols[2]!), cols[1]!);
        continue;
      }
      if (cols.length !== 5 || line.startsWith("#")) continue;
      const zip = { zip: cols[0]!, city: cols[1]!, state: cols[2]!, lat: Number(cols[3]), lng: Number(cols[4]) };
      this.zips.set(zip.zip, zip);
      pushTo(byCity, `${placeWords(zip.city)}|${zip.state}`, zip);
      pushTo(this.grid, cell(zip.lat, zip.lng), zip);
    }
    for (const [key, zips] of byCity) {
      const words = key.split("|")[0]!;
      const city: City = {
        city: zips[0]!.city,
        state: zips[0]!.state,
        lat: round4(zips.reduce((sum, z) => sum + z.lat, 0) / zips.length),
        lng: round4(zips.reduce((sum, z) => sum + z.lng, 0) / zips.length),
        zips: zips.length,
      };
      pushTo(this.cities, words, city);
      this.longestCity = Math.max(this.longestCity, words.split(" ").length);
    }
    for (const list of this.cities.values()) list.sort((a, b) => b.zips - a.zips);
  }

  /** The ZIP code an address names, else its city; the candidates when a city name is in several states. */
  place(address: string): Placement {
    const words = placeWords(address).split(" ").filter(Boolean);
    const { state, end } = this.tail(words);
    const zip = this.zipNamed(address, state);
    if (zip) return { kind: "found", place: { lat: zip.lat, lng: zip.lng, name: zipLabel(zip) } };
    const named = this.cityNamed(words.slice(0, end), state);
    if (named.length === 0) return { kind: "notFound" };
    const [first, second] = named;
    if (!second || first!.zips >= DOMINANT_CITY * second.zips) return { kind: "found", place: cityPlace(first!) };
    return { kind: "ambiguous", candidates: named.slice(0, 5).map(cityPlace) };
  }

  /** The name of the ZIP code nearest a point ("Austin, TX 78702"), or null far from any. */
  nearest(lat: number, lng: number): string | null {
    let best: { zip: Zip; d: number } | null = null;
    for (let dLat = -1; dLat <= 1; dLat++) {
      for (let dLng = -1; dLng <= 1; dLng++) {
        for (const zip of this.grid.get(cell(lat + dLat * GRID_DEGREES, lng + dLng * GRID_DEGREES)) ?? []) {
          const d = (zip.lat - lat) ** 2 + ((zip.lng - lng) * Math.cos((lat * Math.PI) / 180)) ** 2;
          if (!best || d < best.d) best = { zip, d };
        }
      }
    }
    return best && Math.sqrt(best.d) <= GRID_DEGREES ? zipLabel(best.zip) : null;
  }

  /**
   * Where the city's words end: before a trailing ZIP code, country and state ("TX", "Texas", "New
   * York"), with the state's code when one is named.
   */
  private tail(words: string[]): { state?: string; end: number } {
    let end = words.length;
    const drop = (...tails: RegExp[]) => {
      while (end > 1 && tails.some((t) => t.test(words[end - 1]!))) end--;
    };
    drop(/^\d{4,5}$/, /^usa$/);
    if (words.slice(end - 2, end).join(" ") === "united states") end -= 2;
    drop(/^\d{4,5}$/, /^us$/);
    for (const size of [3, 2, 1]) {
      if (end - size < 1) continue;
      const state = this.states.get(words.slice(end - size, end).join(" "));
      if (state) return { state, end: end - size };
    }
    return { end };
  }

  /** The last ZIP code in the text that exists (in the named state), never a leading house number. */
  private zipNamed(address: string, state: string | undefined): Zip | undefined {
    const found = [...address.matchAll(/\b(\d{5})(?:-\d{4})?\b/g)].filter(
      (m) => m.index > 0 || /^\s*\d{5}\s*$/.test(address),
    );
    for (const match of found.reverse()) {
      const zip = this.zips.get(match[1]!);
      if (zip && (!state || zip.state === state)) return zip;
    }
    return undefined;
  }

  /** The cities whose name ends the words (the longest such name), largest first. */
  private cityNamed(words: string[], state: string | undefined): City[] {
    for (let size = Math.min(this.longestCity, words.length); size >= 1; size--) {
      const cities = (this.cities.get(words.slice(words.length - size).join(" ")) ?? []).filter(
        (c) => !state || c.state === state,
      );
      if (cities.length > 0) return cities;
    }
    return [];
  }
}

/** Adds a value to the list a map keeps under `key`, starting the list when there is none. */
function pushTo<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;
const cityPlace = (c: City): PublicPlace => ({ lat: c.lat, lng: c.lng, name: cityLabel(c) });

let loaded: Gazetteer | undefined;
/** The gazetteer, read from its file the first time it is needed (about 40,000 places). */
export function gazetteer(): Gazetteer {
  loaded ??= new Gazetteer(fs.readFileSync(gazetteerFile, "utf8"));
  return loaded;
}

/** What a card shows for a kitchen whose address names no public place (customer spec §Restaurants). */
export const LOCAL_AREA = "Local Area";

/** The one public place an address names, or null when it names none (or several). */
function publicPlace(address: string | null | undefined): PublicPlace | null {
  if (!address) return null;
  const found = gazetteer().place(address);
  return found.kind === "found" ? found.place : null;
}

/** The name of the public place an address names ("Austin, TX 78702"), or null. */
export const publicArea = (address: string | null | undefined) => publicPlace(address)?.name ?? null;

/** The point of the public place an address names, or null. */
export function publicPoint(address: string | null | undefined): { lat: number; lng: number } | null {
  const place = publicPlace(address);
  return place && { lat: place.lat, lng: place.lng };
}
