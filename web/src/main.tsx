// The entry: starts the app (app.tsx). A page the build prerendered is painted by the browser from
// its HTML first; the app's code is only run (it was downloaded meanwhile: the page preloads it)
// after that paint, so a slow phone shows the page without waiting for that code to run.
const root = document.getElementById("root");

if (root?.dataset.prerendered) requestAnimationFrame(() => setTimeout(() => void import("./app")));
else void import("./app");
