// POST /api/uploads (multipart/form-data: `file`, `kind` = logo | banner | food) runs the uploadImage
// mutation as a GraphQL multipart request; GET /uploads/<key> serves stored images.
import type { IncomingMessage, ServerResponse } from "node:http";
import { HttpError, mediaType, readBody } from "../http/requests.ts";
import { IMAGE_KINDS, MAX_UPLOAD_REQUEST_BYTES } from "../domain/catalog/images.ts";
import type { Storage } from "../services/storage.ts";
import { restErrorStatus, sendJson, sendText } from "./router.ts";

export type MultipartRunner = (req: IncomingMessage, form: FormData) => Promise<{ status: number; json: any }>;

const uploadMutation = `
  mutation Rest_uploadImage($input: UploadImageInput!) {
    result: uploadImage(input: $input) { __typename ... on Error { message } ... on UploadImagePayload { url } }
  }`;

export function uploadHandler(runMultipart: MultipartRunner) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== "POST") {
      res.setHeader("allow", "POST");
      return sendText(res, 405, `${req.method} is not allowed on /api/uploads`);
    }
    if (mediaType(req) !== "multipart/form-data") throw new HttpError(415, "Send the image as multipart/form-data");
    const body = await readBody(req, MAX_UPLOAD_REQUEST_BYTES);
    let form: FormData;
    try {
      form = await new Request("http://x/", {
        method: "POST",
        headers: { "content-type": req.headers["content-type"]! },
        body: new Uint8Array(body),
      }).formData();
    } catch {
      throw new HttpError(400, "The multipart body could not be read");
    }
    const file = form.get("file");
    const kind = form.get("kind");
    if (!(file instanceof File)) throw new HttpError(400, "Send the image in the form field 'file'");
    if (typeof kind !== "string" || !(IMAGE_KINDS as readonly string[]).includes(kind))
      throw new HttpError(400, "The form field 'kind' must be logo, banner or food");
    const graphql = new FormData();
    graphql.set(
      "operations",
      JSON.stringify({ query: uploadMutation, variables: { input: { kind: kind.toUpperCase(), file: null } } }),
    );
    graphql.set("map", JSON.stringify({ 0: ["variables.input.file"] }));
    graphql.set("0", file, file.name || "upload");
    const { status, json } = await runMultipart(req, graphql);
    if (json?.errors?.length) return sendText(res, status >= 500 ? 500 : 400, json.errors[0].message);
    const result = json?.data?.result;
    if (result?.__typename !== "UploadImagePayload")
      return sendText(res, restErrorStatus(result?.__typename), result?.message ?? "Upload failed");
    sendJson(res, 200, { url: result.url });
  };
}

/** Serves /uploads/<kind>/<name>: keys are random, so a stored image never changes. */
export function serveUploads(storage: Storage) {
  return async (req: IncomingMessage, res: ServerResponse, path: string) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("allow", "GET, HEAD");
      return sendText(res, 405, "Method Not Allowed");
    }
    const file = await storage.get(path.slice("/uploads/".length));
    if (!file) return sendText(res, 404, "Not Found");
    res.writeHead(200, {
      "content-type": file.contentType,
      "content-length": String(file.bytes.length),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'",
    });
    res.end(req.method === "HEAD" ? undefined : file.bytes);
  };
}
