// Routes, travel times and addresses. With MAPBOX_ACCESS_TOKEN, Mapbox's Directions and Geocoding
// APIs; otherwise a router that needs no network: great-circle distances, a two-leg route (north or
// south, then east or west) whose steps are named from the bearing, and a gazetteer of public places
// (ZIP codes and cities) that places an address approximately. Chosen once at start-up.
import { gazetteer } from "./gazetteer.ts";

/** The spec's earth radius (customer spec §9), in km, and km per statute mile. */
const EARTH_RADIUS_KM = 6371;
const KM_PER_MILE = 1.609344;

export type Point = { latitude: number; longitude: number };

/** Great-circle distance in miles, rounded to hundredths of a mile: every distance HomePlate reckons. */
export function haversineMiles(a: Point, b: Point): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round((km / KM_PER_MILE) * 100) / 100;
}

export type LatLng = { lat: number; lng: number };
export type Maneuver = "straight" | "turn-left" | "turn-right" | "arrive";
export type RouteStep = { instruction: string; distanceMiles: number; durationMinutes: number; maneuver: Maneuver };
export type Route = {
  distanceMiles: number;
  durationMinutes: number;
  steps: RouteStep[];
  path: LatLng[];
  provider: "offline" | "mapbox";
};
/**
 * A place for an address: its point, the address as the geocoder knows it, and whether the point is
 * only the public place the address names (its ZIP code or city) rather than the address itself.
 */
export type Place = { lat: number; lng: number; address: string; approximate: boolean };
/** What a lookup found: one place, several that the text could mean (the user chooses), or none. */
export type Geocoding =
  { kind: "found"; place: Place } | { kind: "ambiguous"; candidates: Place[] } | { kind: "notFound" };

/** How many candidates an ambiguous lookup names at most. */
export const MAX_CANDIDATES = 5;

export interface Maps {
  readonly kind: "offline" | "mapbox";
  route(from: LatLng, to: LatLng): Promise<Route>;
  /** The place an address names, the candidates when it could name several, or notFound. */
  geocode(address: string): Promise<Geocoding>;
  /** The address at a point (offline, the public place there: ZIP code and city), or null when none is known near it. */
  reverseGeocode(at: LatLng): Promise<Omit<Place, "lat" | "lng"> | null>;
}

/** The question a user is asked when an address could name several places. */
export const whichOne = (candidates: Place[]) =>
  `Which one do you mean: ${candidates.map((c) => c.address).join("; ")}?`;

/** Average driving speed in town for the offline router, in mph. */
export const CITY_SPEED_MPH = 20;
/** The spec's fallback route when nothing is known (companion spec §4): 1.7 mi, 8 min. */
export const FALLBACK_ROUTE = { distanceMiles: 1.7, durationMinutes: 8 } as const;

export function createMaps(opts: { mapboxToken?: string }): Maps {
  return opts.mapboxToken ? new MapboxMaps(opts.mapboxToken, new OfflineMaps()) : new OfflineMaps();
}

const miles = (a: LatLng, b: LatLng) =>
  haversineMiles({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng });
const minutesAt = (distanceMiles: number, mph = CITY_SPEED_MPH) => Math.max(1, Math.round((distanceMiles / mph) * 60));

/** Compass bearing from a to b in degrees (0 = north, 90 = east). */
export function bearing(a: LatLng, b: LatLng) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const y = Math.sin(rad(b.lng - a.lng)) * Math.cos(rad(b.lat));
  const x =
    Math.cos(rad(a.lat)) * Math.sin(rad(b.lat)) -
    Math.sin(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.cos(rad(b.lng - a.lng));
  return ((Math.atan2(y, x) * 180) / Math.PI + 360) % 360;
}

const COMPASS = ["north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west"];
export const compass = (degrees: number) => COMPASS[Math.round(degrees / 45) % 8]!;

/** Which way to turn from one heading to another. */
function turn(fromDegrees: number, toDegrees: number): Maneuver {
  const delta = ((toDegrees - fromDegrees + 540) % 360) - 180;
  if (Math.abs(delta) < 30) return "straight";
  return delta > 0 ? "turn-right" : "turn-left";
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The offline router, and the geocoder of public places. */
export class OfflineMaps implements Maps {
  readonly kind = "offline" as const;

  async route(from: LatLng, to: LatLng): Promise<Route> {
    // Two legs along the street grid: first north or south to the target's latitude, then east or
    // west to it. A leg shorter than ~50 m is left out.
    const corner = { lat: to.lat, lng: from.lng };
    const legs = [
      [from, corner],
      [corner, to],
    ].filter(([a, b]) => miles(a!, b!) >= 0.03) as [LatLng, LatLng][];
    if (legs.length === 0) {
      return {
        distanceMiles: 0,
        durationMinutes: 0,
        steps: [
          {
            instruction: "You have arrived at your destination",
            distanceMiles: 0,
            durationMinutes: 0,
            maneuver: "arrive",
          },
        ],
        path: [from, to],
        provider: "offline",
      };
    }
    const steps: RouteStep[] = legs.map(([a, b], i) => {
      const heading = bearing(a, b);
      const distanceMiles = round2(miles(a, b));
      const maneuver = i === 0 ? "straight" : turn(bearing(legs[i - 1]![0], legs[i - 1]![1]), heading);
      const verb =
        i === 0
          ? "Head"
          : maneuver === "turn-left"
            ? "Turn left and head"
            : maneuver === "turn-right"
              ? "Turn right and head"
              : "Continue";
      return {
        instruction: `${verb} ${compass(heading)} for ${distanceMiles.toFixed(1)} mi`,
        distanceMiles,
        durationMinutes: minutesAt(distanceMiles),
        maneuver,
      };
    });
    steps.push({ instruction: "Arrive at your destination", distanceMiles: 0, durationMinutes: 0, maneuver: "arrive" });
    const distanceMiles = round2(steps.reduce((sum, s) => sum + s.distanceMiles, 0));
    return {
      distanceMiles,
      durationMinutes: minutesAt(distanceMiles),
      steps,
      path: [from, ...legs.map(([, b]) => b)],
      provider: "offline",
    };
  }

  async geocode(address: string): Promise<Geocoding> {
    const found = gazetteer().place(address);
    const place = (p: { lat: number; lng: number; name: string }): Place => ({
      lat: p.lat,
      lng: p.lng,
      address: p.name,
      approximate: true,
    });
    if (found.kind === "found") return { kind: "found", place: place(found.place) };
    if (found.kind === "ambiguous") return { kind: "ambiguous", candidates: found.candidates.map(place) };
    return found;
  }

  async reverseGeocode(at: LatLng): Promise<Omit<Place, "lat" | "lng"> | null> {
    const name = gazetteer().nearest(at.lat, at.lng);
    return name == null ? null : { address: name, approximate: true };
  }
}

/** Mapbox's APIs; a failed call falls back to the offline answer rather than failing the delivery. */
class MapboxMaps implements Maps {
  readonly kind = "mapbox" as const;
  constructor(
    private token: string,
    private offline: OfflineMaps,
  ) {}

  private async get(url: string): Promise<any> {
    const res = await fetch(`${url}${url.includes("?") ? "&" : "?"}access_token=${encodeURIComponent(this.token)}`, {
      signal: AbortSignal.timeout(5_000),
    });
    if (!res.ok) throw new Error(`Mapbox answered ${res.status}`);
    return res.json();
  }

  async route(from: LatLng, to: LatLng): Promise<Route> {
    try {
      const body = await this.get(
        `https://api.mapbox.com/directions/v5/mapbox/driving/${from.lng},${from.lat};${to.lng},${to.lat}?steps=true&geometries=geojson&overview=full`,
      );
      const route = body.routes?.[0];
      if (!route) return this.offline.route(from, to);
      const METERS_PER_MILE = 1609.344;
      const steps: RouteStep[] = route.legs.flatMap((leg: any) =>
        leg.steps.map((s: any) => ({
          instruction: s.maneuver?.instruction ?? "Continue",
          distanceMiles: round2(s.distance / METERS_PER_MILE),
          durationMinutes: Math.round(s.duration / 60),
          maneuver:
            s.maneuver?.type === "arrive"
              ? "arrive"
              : s.maneuver?.modifier?.includes("left")
                ? "turn-left"
                : s.maneuver?.modifier?.includes("right")
                  ? "turn-right"
                  : "straight",
        })),
      );
      return {
        distanceMiles: round2(route.distance / METERS_PER_MILE),
        durationMinutes: Math.max(1, Math.round(route.duration / 60)),
        steps,
        path: route.geometry.coordinates.map(([lng, lat]: [number, number]) => ({ lat, lng })),
        provider: "mapbox",
      };
    } catch {
      return this.offline.route(from, to);
    }
  }

  async geocode(address: string): Promise<Geocoding> {
    try {
      const body = await this.get(
        `https://api.mapbox.com/search/geocode/v6/forward?q=${encodeURIComponent(address)}&limit=${MAX_CANDIDATES}`,
      );
      const features: any[] = body.features ?? [];
      if (features.length === 0) return this.offline.geocode(address);
      const place = (f: any): Place => ({
        lat: f.geometry.coordinates[1],
        lng: f.geometry.coordinates[0],
        address: f.properties?.full_address ?? address,
        // v6 names what a feature is; only an address (or a street number) is the place itself.
        approximate: !["address", "secondary_address"].includes(f.properties?.feature_type ?? "address"),
      });
      // The best feature decides unless others match about as well: then the user chooses.
      const best = mapboxRelevance(features[0]);
      const close = best == null ? [] : features.filter((f) => best - (mapboxRelevance(f) ?? -1) < SPLIT_RELEVANCE);
      return close.length > 1
        ? { kind: "ambiguous", candidates: close.map(place) }
        : { kind: "found", place: place(features[0]) };
    } catch {
      return this.offline.geocode(address);
    }
  }

  async reverseGeocode(at: LatLng): Promise<Omit<Place, "lat" | "lng"> | null> {
    try {
      const body = await this.get(
        `https://api.mapbox.com/search/geocode/v6/reverse?longitude=${at.lng}&latitude=${at.lat}&limit=1`,
      );
      const address = body.features?.[0]?.properties?.full_address;
      return address ? { address, approximate: false } : await this.offline.reverseGeocode(at);
    } catch {
      return this.offline.reverseGeocode(at);
    }
  }
}

/** Features whose relevance is within this of the best are as likely meant as it. */
const SPLIT_RELEVANCE = 0.1;
const MATCH_CONFIDENCE: Record<string, number> = { exact: 1, high: 0.9, medium: 0.6, low: 0.3 };

/** A feature's relevance from 0 to 1 (Geocoding v5's `relevance`, or v6's match confidence); null when unsaid. */
function mapboxRelevance(feature: any): number | null {
  if (typeof feature.relevance === "number") return feature.relevance;
  return MATCH_CONFIDENCE[feature.properties?.match_code?.confidence ?? ""] ?? null;
}
