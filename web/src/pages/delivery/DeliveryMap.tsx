// The delivery map: the kitchen, the destination, the route line and the driver's marker, drawn by
// maplibre from GeoJSON only (an offline style: one background layer, no tiles, no network). It is
// its own chunk (React.lazy in DeliveryMapLazy): maplibre is ~290 kB gz and must never land in the
// first page's bundle (ARCHITECTURE.md, traps).
import "maplibre-gl/dist/maplibre-gl.css";
import { setWorkerUrl } from "maplibre-gl";
// maplibre v6 loads a module worker; the server serves .mjs as text/javascript (api/src/http/static.ts).
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { type ReactNode, useEffect, useMemo, useRef } from "react";
import { LuCar, LuChefHat, LuHouse } from "react-icons/lu";
import MapGL, { Layer, type MapRef, Marker, Source } from "react-map-gl/maplibre";
import type { StyleSpecification } from "maplibre-gl";

setWorkerUrl(workerUrl);

export type LngLat = { lat: number; lng: number };

export type DeliveryMapProps = {
  kitchen: LngLat | null;
  destination: LngLat | null;
  driver: LngLat | null;
  /** The route's points in order, kitchen to destination. */
  route: readonly LngLat[];
  height?: string;
};

// No glyphs or sprites: labels are HTML markers, so the style needs nothing from a server.
const offlineStyle: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: "background", type: "background", paint: { "background-color": "#eef2ee" } }],
};

function boundsOf(points: readonly LngLat[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of points) {
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
  }
  // A single point (or two equal ones) still needs an area to fit.
  const pad = 0.004;
  return [
    [west - pad, south - pad],
    [east + pad, north + pad],
  ];
}

function Pin({ color, label, icon }: { color: string; label: string; icon: ReactNode }) {
  return (
    <div
      role="img"
      aria-label={label}
      title={label}
      style={{
        background: color,
        color: "white",
        borderRadius: "999px",
        width: 30,
        height: 30,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        border: "2px solid white",
        boxShadow: "0 1px 4px rgba(0,0,0,.35)",
        fontSize: 16,
      }}
    >
      {icon}
    </div>
  );
}

export default function DeliveryMap({ kitchen, destination, driver, route, height = "320px" }: DeliveryMapProps) {
  const mapRef = useRef<MapRef>(null);
  const fixed = useMemo(
    () => [kitchen, destination, ...route].filter((p): p is LngLat => p !== null),
    [kitchen, destination, route],
  );
  const bounds = boundsOf(driver ? [...fixed, driver] : fixed);

  // Keep everything in view as the driver moves (without re-creating the map).
  const boundsKey = bounds
    ? bounds
        .flat()
        .map((n) => n.toFixed(4))
        .join(",")
    : "";
  useEffect(() => {
    if (bounds) mapRef.current?.fitBounds(bounds, { padding: 40, duration: 300 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [boundsKey]);

  const line = useMemo(
    () => ({
      type: "Feature" as const,
      properties: {},
      geometry: { type: "LineString" as const, coordinates: route.map((p) => [p.lng, p.lat]) },
    }),
    [route],
  );

  return (
    <div style={{ height, width: "100%", borderRadius: 12, overflow: "hidden" }} data-testid="delivery-map">
      <MapGL
        ref={mapRef}
        initialViewState={
          bounds ? { bounds, fitBoundsOptions: { padding: 40 } } : { longitude: -97.74, latitude: 30.27, zoom: 12 }
        }
        mapStyle={offlineStyle}
        style={{ width: "100%", height: "100%" }}
        attributionControl={false}
      >
        {route.length > 1 && (
          <Source id="route" type="geojson" data={line}>
            <Layer
              id="route-casing"
              type="line"
              paint={{ "line-color": "#ffffff", "line-width": 8 }}
              layout={{ "line-cap": "round", "line-join": "round" }}
            />
            <Layer
              id="route-line"
              type="line"
              paint={{ "line-color": "#2563eb", "line-width": 4 }}
              layout={{ "line-cap": "round", "line-join": "round" }}
            />
          </Source>
        )}
        {kitchen && (
          <Marker longitude={kitchen.lng} latitude={kitchen.lat} anchor="center">
            <Pin color="#ea580c" label="Kitchen" icon={<LuChefHat aria-hidden />} />
          </Marker>
        )}
        {destination && (
          <Marker longitude={destination.lng} latitude={destination.lat} anchor="center">
            <Pin color="#16a34a" label="Delivery address" icon={<LuHouse aria-hidden />} />
          </Marker>
        )}
        {driver && (
          <Marker longitude={driver.lng} latitude={driver.lat} anchor="center">
            <div data-testid="driver-marker" data-lat={driver.lat.toFixed(5)} data-lng={driver.lng.toFixed(5)}>
              <Pin color="#2563eb" label="Driver" icon={<LuCar aria-hidden />} />
            </div>
          </Marker>
        )}
      </MapGL>
    </div>
  );
}
