// The driver's GPS (driver spec §2, §4): inactive, then active once a fix arrives and continuous
// tracking runs (watchPosition, high accuracy, 10 s timeout, 1 s maximum age), then inactive after
// Stop. Every fix goes to `onFix` (which posts it to the server); the latest is re-sent every 10 s
// while tracking, as the spec's client does.
import { useCallback, useEffect, useRef, useState } from "react";
import { notify } from "../../toaster/toaster";

export type Fix = {
  lat: number;
  lng: number;
  accuracy: number | null;
  speed: number | null;
  heading: number | null;
  timestamp: string;
};

export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 10_000, maximumAge: 1_000 };
const RESEND_MS = 10_000;

function fixOf(position: GeolocationPosition): Fix {
  const { latitude, longitude, accuracy, speed, heading } = position.coords;
  return {
    lat: latitude,
    lng: longitude,
    accuracy: Number.isFinite(accuracy) ? accuracy : null,
    speed: speed != null && Number.isFinite(speed) ? speed : null,
    heading: heading != null && Number.isFinite(heading) ? heading : null,
    timestamp: new Date(position.timestamp || Date.now()).toISOString(),
  };
}

export function useGeolocationTracking(onFix: (fix: Fix) => void) {
  const [status, setStatus] = useState<"inactive" | "starting" | "active">("inactive");
  const [fix, setFix] = useState<Fix | null>(null);
  const watchId = useRef<number | null>(null);
  const latest = useRef<Fix | null>(null);
  const onFixRef = useRef(onFix);
  onFixRef.current = onFix;

  const stopWatch = () => {
    if (watchId.current !== null) navigator.geolocation.clearWatch(watchId.current);
    watchId.current = null;
  };

  const start = useCallback(() => {
    if (!("geolocation" in navigator)) {
      notify({
        type: "error",
        title: "GPS Error",
        description: "Failed to start GPS tracking. Please check location permissions.",
      });
      return;
    }
    setStatus("starting");
    let first = true;
    watchId.current = navigator.geolocation.watchPosition(
      (position) => {
        const next = fixOf(position);
        latest.current = next;
        setFix(next);
        onFixRef.current(next);
        if (first) {
          first = false;
          setStatus("active");
          notify({
            type: "success",
            title: "GPS Tracking Started",
            description: "Your location is shared while you deliver.",
          });
        }
      },
      () => {
        if (first) {
          stopWatch();
          setStatus("inactive");
          notify({
            type: "error",
            title: "GPS Error",
            description: "Failed to start GPS tracking. Please check location permissions.",
          });
        }
      },
      GEOLOCATION_OPTIONS,
    );
  }, []);

  const stop = useCallback(() => {
    stopWatch();
    setStatus("inactive");
    notify({ type: "info", title: "GPS Tracking Stopped", description: "Your location is no longer shared." });
  }, []);

  useEffect(() => {
    if (status !== "active") return;
    const timer = setInterval(() => {
      if (latest.current) onFixRef.current({ ...latest.current, timestamp: new Date().toISOString() });
    }, RESEND_MS);
    return () => clearInterval(timer);
  }, [status]);

  useEffect(() => stopWatch, []);

  return { status, fix, start, stop };
}
