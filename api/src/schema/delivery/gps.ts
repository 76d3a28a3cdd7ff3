// Maps for everyone signed in: the service's status, a route with turn-by-turn steps, a delivery
// estimate, and geocoding (customer spec §7 GPS calls; companion spec §2 GPS test and features).
import { z } from "zod";
import { AppError, NotFoundError, parseInput } from "../../domain/errors.ts";
import { MAX_CANDIDATES, type Place, type Route, whichOne } from "../../services/maps.ts";
import { builder } from "../builder.ts";
import { commonErrors, errorType } from "../errors.ts";
import { LatLng, LatLngInput } from "./orderFields.ts";

const GpsStatus = builder.objectRef<{ provider: "offline" | "mapbox"; mapbox: boolean }>("GpsStatus").implement({
  description: "What the map services can do now (the GPS services card).",
  fields: (t) => ({
    available: t.boolean({
      description: "Whether routes and estimates can be computed: always, offline or with Mapbox.",
      resolve: () => true,
    }),
    provider: t.exposeString("provider", {
      description: "'mapbox' with MAPBOX_ACCESS_TOKEN, else 'offline' (the built-in router).",
    }),
    mapbox: t.exposeBoolean("mapbox", { description: "Whether Mapbox is configured." }),
    google: t.boolean({
      description: "Whether Google Maps is configured: HomePlate does not use it, so always false.",
      resolve: () => false,
    }),
    checkedAt: t.field({ type: "DateTime", description: "When this status was read.", resolve: () => new Date() }),
  }),
});

builder.queryField("gpsStatus", (t) =>
  t.field({
    type: GpsStatus,
    description: "The map services' status.",
    resolve: (_root, _args, ctx) => ({ provider: ctx.maps.kind, mapbox: ctx.maps.kind === "mapbox" }),
  }),
);

const RouteStepRef = builder.objectRef<Route["steps"][number]>("RouteStep").implement({
  description: "One turn-by-turn instruction.",
  fields: (t) => ({
    instruction: t.exposeString("instruction", {
      description: "What to do, e.g. 'Turn left and head east for 0.8 mi'.",
    }),
    distanceMiles: t.exposeFloat("distanceMiles", { description: "Length of this step in miles." }),
    durationMinutes: t.exposeInt("durationMinutes", { description: "Driving time of this step in minutes." }),
    maneuver: t.exposeString("maneuver", {
      description: "turn-right, turn-left, straight or arrive (the navigation panel's icons).",
    }),
  }),
});

const RouteRef = builder.objectRef<Route & { eta: Date }>("DeliveryRoute").implement({
  description: "A driving route between two points.",
  fields: (t) => ({
    distanceMiles: t.exposeFloat("distanceMiles", { description: "Total length in miles." }),
    durationMinutes: t.exposeInt("durationMinutes", { description: "Total driving time in minutes." }),
    eta: t.expose("eta", { type: "DateTime", description: "Arrival if leaving now." }),
    provider: t.exposeString("provider", { description: "Who computed it: 'mapbox' or 'offline'." }),
    steps: t.field({
      type: [RouteStepRef],
      description: "Turn-by-turn steps, the last one 'arrive'.",
      resolve: (r) => r.steps,
    }),
    path: t.field({ type: [LatLng], description: "The route's line on the map.", resolve: (r) => r.path }),
  }),
});

const point = z.object({
  lat: z.number().min(-90, "Latitude must be between -90 and 90.").max(90, "Latitude must be between -90 and 90."),
  lng: z
    .number()
    .min(-180, "Longitude must be between -180 and 180.")
    .max(180, "Longitude must be between -180 and 180."),
});

const DeliveryRouteInput = builder.inputType("DeliveryRouteInput", {
  description: "Where a route starts and ends.",
  fields: (t) => ({
    from: t.field({ type: LatLngInput, required: true, description: "Start (e.g. the driver)." }),
    to: t.field({ type: LatLngInput, required: true, description: "End (the kitchen or the door)." }),
  }),
});

builder.queryField("deliveryRoute", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: RouteRef,
    description: "A driving route with steps: Mapbox Directions with a token, else the offline router.",
    args: {
      input: t.arg({
        type: DeliveryRouteInput,
        required: true,
        description: "Start and end; latitudes -90 to 90, longitudes -180 to 180.",
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { from, to } = parseInput(z.object({ from: point, to: point }), input);
      const route = await ctx.maps.route(from, to);
      return { ...route, eta: new Date(Date.now() + route.durationMinutes * 60_000) };
    },
  }),
);

type Estimate = {
  estimatedArrival: Date;
  estimatedTime: number;
  remainingTime: number;
  distance: number;
  trafficConditions: string;
  confidence: number;
  route: Route;
};

const DeliveryEstimate = builder.objectRef<Estimate>("DeliveryEstimate").implement({
  description: "How long until a driver reaches a destination (POST /api/gps/estimate).",
  fields: (t) => ({
    estimatedArrival: t.expose("estimatedArrival", { type: "DateTime", description: "When they should arrive." }),
    estimatedTime: t.exposeInt("estimatedTime", { description: "Minutes to arrival." }),
    remainingTime: t.exposeInt("remainingTime", {
      description: "Minutes left (the same as estimatedTime for a driver on the road).",
    }),
    distance: t.exposeFloat("distance", { description: "Miles along the route." }),
    remainingDistance: t.float({
      description: "Miles left (the spec's delivery estimate): the route's distance.",
      resolve: (e) => e.distance,
    }),
    trafficDelay: t.int({
      description: "Minutes traffic adds (the spec's delivery estimate); 0 while no traffic data is used.",
      resolve: () => 0,
    }),
    trafficConditions: t.exposeString("trafficConditions", {
      description: "'light', 'moderate' or 'heavy'. The offline router has no traffic data and says 'light'.",
    }),
    confidence: t.exposeFloat("confidence", {
      description: "0 to 1: 0.9 with Mapbox's route, 0.6 from the offline router.",
    }),
    steps: t.field({ type: [RouteStepRef], description: "The route's steps.", resolve: (e) => e.route.steps }),
    durationMinutes: t.int({
      description: "The route's driving time in minutes.",
      resolve: (e) => e.route.durationMinutes,
    }),
  }),
});

const DeliveryEstimateInput = builder.inputType("DeliveryEstimateInput", {
  description: "Where the driver is and where they are going.",
  fields: (t) => ({
    driverLocation: t.field({ type: LatLngInput, required: true, description: "The driver's position." }),
    destination: t.field({ type: LatLngInput, required: true, description: "Where they are going." }),
  }),
});

builder.queryField("deliveryEstimate", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: DeliveryEstimate,
    description: "An arrival estimate from the driver's position to a destination, with route steps.",
    args: {
      input: t.arg({
        type: DeliveryEstimateInput,
        required: true,
        description: "The driver's position and the destination; latitudes -90 to 90, longitudes -180 to 180.",
      }),
    },
    resolve: async (_root, { input }, ctx) => {
      const { driverLocation, destination } = parseInput(
        z.object({ driverLocation: point, destination: point }),
        input,
      );
      const route = await ctx.maps.route(driverLocation, destination);
      return {
        estimatedArrival: new Date(Date.now() + route.durationMinutes * 60_000),
        estimatedTime: route.durationMinutes,
        remainingTime: route.durationMinutes,
        distance: route.distanceMiles,
        trafficConditions: "light",
        confidence: route.provider === "mapbox" ? 0.9 : 0.6,
        route,
      };
    },
  }),
);

const GeocodedPlace = builder.objectRef<Place>("GeocodedPlace").implement({
  description:
    "A place found for an address or a point. Offline it is always a public place (a ZIP code or a city), never anyone's saved address.",
  fields: (t) => ({
    lat: t.exposeFloat("lat", { description: "Latitude in degrees." }),
    lng: t.exposeFloat("lng", { description: "Longitude in degrees." }),
    address: t.exposeString("address", {
      description: "The address as the geocoder knows it; when approximate, the public place it was placed at.",
    }),
    approximate: t.exposeBoolean("approximate", {
      description:
        "True when the point is the centre of the ZIP code or city the address names rather than the address itself.",
    }),
  }),
});

/** The address could name several places; the user picks one of `candidates` and asks again. */
export class AmbiguousAddressError extends AppError {
  constructor(readonly candidates: Place[]) {
    super(whichOne(candidates), "AMBIGUOUS_ADDRESS");
  }
}

errorType(AmbiguousAddressError, "The address could name several places; `message` asks which one is meant.", (t) => ({
  candidates: t.field({
    type: [GeocodedPlace],
    description: `The places it could name (at most ${MAX_CANDIDATES}), each with its full address.`,
    resolve: (e) => e.candidates,
  }),
}));

builder.queryField("geocode", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: GeocodedPlace,
    description:
      "The point an address names: Mapbox with a token; offline, the most precise public place it names (its ZIP code, else its city), marked approximate. " +
      "AmbiguousAddressError with the candidates when it could name several; NotFoundError when none.",
    args: { address: t.arg.string({ required: true, description: "A street address, 3 to 300 characters." }) },
    errors: {
      types: [...commonErrors, NotFoundError, AmbiguousAddressError],
      directResult: true,
      union: {
        description:
          "The place, or AmbiguousAddressError with the candidates when it could name several, NotFoundError when the address is not found, " +
          "ValidationError for one too short or too long, NotSignedInError for visitors.",
      },
    },
    resolve: async (_root, { address }, ctx) => {
      const { text } = parseInput(
        z.object({ text: z.string().trim().min(3, "Please enter an address.").max(300, "That address is too long.") }),
        { text: address },
      );
      const found = await ctx.maps.geocode(text);
      if (found.kind === "ambiguous") throw new AmbiguousAddressError(found.candidates);
      if (found.kind === "notFound") throw new NotFoundError("Address not found.");
      return found.place;
    },
  }),
);

builder.queryField("reverseGeocode", (t) =>
  t.withAuth({ loggedIn: true }).field({
    type: GeocodedPlace,
    description:
      "The address at a point: Mapbox with a token; offline, the nearest public place (ZIP code and city), marked approximate. NotFoundError far from any.",
    args: {
      lat: t.arg.float({ required: true, description: "Latitude in degrees, -90 to 90." }),
      lng: t.arg.float({ required: true, description: "Longitude in degrees, -180 to 180." }),
    },
    errors: {
      types: [...commonErrors, NotFoundError],
      directResult: true,
      union: {
        description:
          "The place, or NotFoundError when no address is known there, ValidationError for a point out of range, NotSignedInError for visitors.",
      },
    },
    resolve: async (_root, args, ctx) => {
      const at = parseInput(point, args);
      const found = await ctx.maps.reverseGeocode(at);
      if (!found) throw new NotFoundError("No address found at that location.");
      return { ...at, ...found };
    },
  }),
);
