// /api paths of the driver and GPS call tables (companion spec §7 Driver; customer spec §7 GPS).
// The spec's client sends a user id in paths and bodies; HomePlate acts for the signed-in user and
// answers 403 when the path names someone else.
import { mutationOperation as mutation, RestFailure, type RestRoute } from "./router.ts";
import {
  dollarNumber,
  dollars,
  inputGlobalId,
  optionalInt,
  orderFields,
  restOrder,
  strings,
  withId,
} from "./shapes.ts";

const orderId = (id: unknown) => inputGlobalId("Order", id);

/** A number from a payload; anything else becomes NaN, which the GraphQL layer refuses. */
const num = (v: unknown) =>
  typeof v === "number" ? v : typeof v === "string" && v.trim() !== "" ? Number(v) : Number.NaN;
const maybeNum = (v: unknown) => (v == null || v === "" ? null : num(v));
/** `{ lat, lng }` from a payload point, also `{ latitude, longitude }`. */
/** A position's time given as epoch milliseconds (as the Geolocation API reports it). */
const isoTime = (ms: number) => {
  const time = new Date(ms);
  if (Number.isNaN(time.getTime())) throw new RestFailure(400, "timestamp must be a time in milliseconds since 1970");
  return time.toISOString();
};
const point = (p: any) => ({ lat: num(p?.lat ?? p?.latitude), lng: num(p?.lng ?? p?.longitude) });

const activeFields = `${orderFields} driverPayCents kitchenLocation { lat lng } deliveryLocation { lat lng } etaMinutes`;

const restPosition = (p: any) =>
  p && { lat: p.lat, lng: p.lng, accuracy: p.accuracy, speed: p.speed, heading: p.heading, timestamp: p.timestamp };

const restDeliveryOrder = (o: any) => ({
  ...restOrder(o),
  driverPay: dollars(o.driverPayCents),
  kitchenLocation: o.kitchenLocation,
  deliveryLocation: o.deliveryLocation,
  etaMinutes: o.etaMinutes,
  distanceFromDriver: o.distanceFromDriverMiles ?? undefined,
});

export const deliveryRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "/api/chefs/apply",
    // The applicant is the signed-in user; the same flow as a driver's application.
    operation: mutation(
      "applyAsChef",
      "ApplyAsChefInput",
      `... on ApplyAsChefPayload { application { databaseId status businessName cuisine } }`,
    ),
    variables: ({ body }) => ({
      input: {
        ...strings(body, ["businessName", "description", "specialties", "kitchenAddress", "cuisine"]),
        experienceYears: optionalInt(body.experienceYears) ?? 0,
      },
    }),
    respond: (r) => withId(r.application),
  },
  {
    method: "POST",
    path: "/api/drivers/apply",
    // The applicant is the signed-in user: a userId in the body is not read.
    operation: mutation(
      "applyAsDriver",
      "ApplyAsDriverInput",
      `... on ApplyAsDriverPayload { application { databaseId status vehicleType vehicleMake vehicleModel vehicleYear licensePlate } }`,
    ),
    variables: ({ body }) => ({
      input: {
        ...strings(body, [
          "licenseNumber",
          "vehicleType",
          "vehicleMake",
          "vehicleModel",
          "licensePlate",
          "insuranceProvider",
          "insurancePolicyNumber",
        ]),
        vehicleYear: optionalInt(body.vehicleYear) ?? 0,
      },
    }),
    respond: (r) => withId(r.application),
  },
  {
    method: "GET",
    path: "/api/drivers/:userId/metrics",
    operation: `query Rest_driverMetrics($driverId: Int) { result: driverMetrics(driverId: $driverId) {
      totalDeliveries todayDeliveries todayEarningsCents averageRating onTimeDeliveries } }`,
    variables: ({ params }) => ({ driverId: optionalInt(params.userId) ?? 0 }),
    respond: (m) => ({
      totalDeliveries: m.totalDeliveries,
      todayDeliveries: m.todayDeliveries,
      todayEarnings: dollarNumber(m.todayEarningsCents),
      averageRating: m.averageRating,
      onTimeDeliveries: m.onTimeDeliveries,
    }),
  },
  {
    method: "GET",
    path: "/api/orders/available",
    // At most the dispatch's offer limit, so the router pages the list itself.
    list: { defaultLimit: 100 },
    // ?lat=&lng= (the driver's phone) sorts the nearest kitchen first.
    operation: `query Rest_availableOrders($near: LatLngInput) { result: availableOrders(near: $near) { ${activeFields} distanceFromDriverMiles(near: $near) } }`,
    variables: ({ query }) => ({
      near:
        query.get("lat") && query.get("lng") ? { lat: Number(query.get("lat")), lng: Number(query.get("lng")) } : null,
    }),
    respond: (orders) => orders.map(restDeliveryOrder),
  },
  {
    method: "GET",
    path: "/api/orders/driver/:userId",
    list: { defaultLimit: 100 },
    operation: `query Rest_driverOrders($driverId: Int) { result: driverActiveOrders(driverId: $driverId) { ${activeFields} } }`,
    variables: ({ params }) => ({ driverId: optionalInt(params.userId) ?? 0 }),
    respond: (orders) => orders.map(restDeliveryOrder),
  },
  {
    method: "POST",
    path: "/api/orders/:id/assign-driver",
    // The driver is the signed-in one; the payload's driverId is not read.
    operation: mutation(
      "acceptDelivery",
      "AcceptDeliveryInput",
      `... on AcceptDeliveryPayload { order { ${activeFields} } }`,
    ),
    variables: ({ params }) => ({ input: { orderId: orderId(params.id) } }),
    respond: (r) => restDeliveryOrder(r.order),
  },
  {
    method: "POST",
    path: "/api/drivers/:userId/location",
    operation: mutation(
      "recordDriverLocation",
      "RecordDriverLocationInput",
      `... on RecordDriverLocationPayload { kept orderDatabaseIds position { lat lng accuracy speed heading timestamp } }`,
    ),
    variables: ({ params, body }) => ({
      input: {
        driverId: optionalInt(params.userId) ?? 0,
        ...point(body),
        accuracy: maybeNum(body.accuracy),
        speed: maybeNum(body.speed),
        heading: maybeNum(body.heading),
        timestamp: typeof body.timestamp === "number" ? isoTime(body.timestamp) : (body.timestamp ?? null),
      },
    }),
    respond: (r) => ({ ...restPosition(r.position), kept: r.kept, orderIds: r.orderDatabaseIds }),
  },
  {
    method: "GET",
    path: "/api/drivers/:userId/location",
    operation: `query Rest_driverPosition($driverId: Int!) { result: driverPosition(driverId: $driverId) { lat lng accuracy speed heading timestamp } }`,
    variables: ({ params }) => ({ driverId: optionalInt(params.userId) ?? 0 }),
    respond: (p) => {
      if (!p) throw new RestFailure(404, "No location for that driver.");
      return restPosition(p);
    },
  },
  {
    method: "GET",
    path: "/api/orders/:id/driver/location",
    operation: `query Rest_orderDriverLocation($id: Int!) { result: order(databaseId: $id) { driverLocation { lat lng accuracy speed heading timestamp } } }`,
    variables: ({ params }) => ({ id: optionalInt(params.id) ?? 0 }),
    respond: (o) => {
      if (!o) throw new RestFailure(404, "Order not found.");
      if (!o.driverLocation) throw new RestFailure(404, "No driver location yet.");
      return restPosition(o.driverLocation);
    },
  },
  {
    method: "GET",
    path: "/api/orders/:id/tracking",
    list: { defaultLimit: 100 },
    // The order's progress as a list of the steps it has taken, oldest first (empty for an unknown order's stranger).
    operation: `query Rest_orderTracking($id: Int!) { result: order(databaseId: $id) {
      status createdAt paidAt driverAssignedAt pickedUpAt onWayAt deliveredAt etaMinutes estimatedDelivery
      driverLocation { lat lng accuracy speed heading timestamp } } }`,
    variables: ({ params }) => ({ id: optionalInt(params.id) ?? 0 }),
    respond: (o) => {
      if (!o) throw new RestFailure(404, "Order not found.");
      const steps: [string, string | null][] = [
        ["pending", o.createdAt],
        ["confirmed", o.paidAt],
        ["driver_assigned", o.driverAssignedAt],
        ["picked_up", o.pickedUpAt],
        ["on_way", o.onWayAt],
        ["delivered", o.deliveredAt],
      ];
      return steps
        .filter(([, at]) => at)
        .map(([status, timestamp]) => ({
          status,
          timestamp,
          etaMinutes: o.etaMinutes,
          estimatedDelivery: o.estimatedDelivery,
          location: restPosition(o.driverLocation) ?? null,
        }));
    },
  },
  {
    method: "POST",
    path: "/api/demo/delivery",
    // Demo mode: { orderId } of the signed-in customer's ready order; the demo driver delivers it.
    operation: mutation(
      "startDemoDelivery",
      "StartDemoDeliveryInput",
      `... on StartDemoDeliveryPayload { order { ${activeFields} } }`,
    ),
    variables: ({ body }) => ({ input: { orderId: orderId(body.orderId) } }),
    respond: (r) => restDeliveryOrder(r.order),
  },
  {
    method: "GET",
    path: "/api/gps/status",
    operation: `query Rest_gpsStatus { result: gpsStatus { available provider mapbox google checkedAt } }`,
    respond: (s) => s,
  },
  {
    method: "POST",
    path: "/api/gps/route",
    operation: `query Rest_gpsRoute($input: DeliveryRouteInput!) { result: deliveryRoute(input: $input) {
      distanceMiles durationMinutes eta provider steps { instruction distanceMiles durationMinutes maneuver } path { lat lng } } }`,
    variables: ({ body }) => ({
      input: { from: point(body.origin ?? body.from), to: point(body.destination ?? body.to) },
    }),
    respond: (r) => ({
      distance: r.distanceMiles,
      duration: r.durationMinutes,
      // The spec's machine-readable duration, in seconds (as Mapbox and Google answer it).
      durationValue: r.durationMinutes * 60,
      eta: r.eta,
      provider: r.provider,
      steps: r.steps.map((s: any) => ({
        instruction: s.instruction,
        distance: s.distanceMiles,
        duration: s.durationMinutes,
        maneuver: s.maneuver,
      })),
      path: r.path,
    }),
  },
  {
    method: "POST",
    path: "/api/gps/estimate",
    operation: `query Rest_gpsEstimate($input: DeliveryEstimateInput!) { result: deliveryEstimate(input: $input) {
      estimatedArrival estimatedTime remainingTime distance remainingDistance trafficDelay trafficConditions confidence durationMinutes
      steps { instruction distanceMiles durationMinutes maneuver } } }`,
    variables: ({ body }) => ({
      input: { driverLocation: point(body.driverLocation), destination: point(body.destination) },
    }),
    respond: (e) => ({
      ...e,
      duration: e.durationMinutes,
      steps: e.steps.map((s: any) => ({
        instruction: s.instruction,
        distance: s.distanceMiles,
        duration: s.durationMinutes,
        maneuver: s.maneuver,
      })),
    }),
  },
  {
    method: "POST",
    path: "/api/gps/geocode",
    operation: `query Rest_geocode($address: String!) { result: geocode(address: $address) { __typename ... on Error { message } ... on GeocodedPlace { lat lng address approximate } } }`,
    variables: ({ body }) => ({ address: typeof body.address === "string" ? body.address : "" }),
    respond: (r) => ({ lat: r.lat, lng: r.lng, address: r.address, approximate: r.approximate }),
  },
  {
    method: "POST",
    path: "/api/gps/reverse-geocode",
    operation: `query Rest_reverseGeocode($lat: Float!, $lng: Float!) { result: reverseGeocode(lat: $lat, lng: $lng) { __typename ... on Error { message } ... on GeocodedPlace { lat lng address approximate } } }`,
    variables: ({ body }) => point(body.coordinates ?? body),
    respond: (r) => ({ lat: r.lat, lng: r.lng, address: r.address, approximate: r.approximate }),
  },
];
