// Where a typed address is placed, for the user row that keeps it.
import { ValidationError } from "./errors.ts";
import { whichOne, type Maps } from "../services/maps.ts";

/**
 * The coordinates a user row keeps for an address a user typed: the geocoder's point (offline, the
 * ZIP code's or city's centre, marked approximate), or nulls when it names no place it knows
 * (checkout then prices the profile address at the spec's 2.5 miles rather than from wherever the
 * user lived before). An address that could name several places is refused with the candidates, so
 * the user chooses rather than the first match deciding.
 */
export async function addressCoordinates(
  maps: Maps,
  address: string,
  field = "address",
): Promise<{ latitude: number | null; longitude: number | null; locationApproximate: boolean }> {
  const found = await maps.geocode(address);
  if (found.kind === "ambiguous") throw new ValidationError([{ field, message: whichOne(found.candidates) }]);
  return found.kind === "found"
    ? { latitude: found.place.lat, longitude: found.place.lng, locationApproximate: found.place.approximate }
    : { latitude: null, longitude: null, locationApproximate: false };
}
