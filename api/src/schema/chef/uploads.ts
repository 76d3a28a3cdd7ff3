// Image uploads for the chef area (logo, banner, dish photo): a GraphQL multipart request, or
// POST /api/uploads, which runs this same mutation. The answer is the address the image is served at.
import { GraphQLError } from "graphql";
import { builder } from "../builder.ts";
import { enumValues } from "../enumValues.ts";
import { commonErrors } from "../errors.ts";
import { IMAGE_KINDS, MAX_UPLOAD_BYTES, FILE_TOO_LARGE, storeImage } from "../../domain/catalog/images.ts";
import { ValidationError } from "../../domain/errors.ts";

builder.scalarType("File", {
  description: "A file sent as a part of a GraphQL multipart request.",
  serialize: () => {
    throw new TypeError("File is an input-only scalar");
  },
  // Yoga hands over its own File implementation, so this checks the shape rather than the class.
  parseValue: (value) => {
    const file = value as File | null;
    if (typeof file?.arrayBuffer !== "function" || typeof file.size !== "number")
      throw new GraphQLError("File must be sent as a multipart file part");
    return file;
  },
});

const ImageKind = builder.enumType("ImageKind", {
  description: "What the image is for: logo (300x300), banner (1200x400) or food (800x600).",
  values: enumValues({
    logo: "The restaurant's logo, stored at 300x300.",
    banner: "The restaurant's banner, stored at 1200x400.",
    food: "A dish photo, stored at 800x600.",
  } satisfies Record<(typeof IMAGE_KINDS)[number], string>),
});

const UploadImageInput = builder.inputType("UploadImageInput", {
  description: "An image and what it is for.",
  fields: (t) => ({
    kind: t.field({
      type: ImageKind,
      required: true,
      description: "What the image is for; decides the size it is cropped to.",
    }),
    file: t.field({
      type: "File",
      required: true,
      description: "A JPEG, PNG, GIF or WebP image (judged by its bytes), at most 5 MB.",
    }),
  }),
});

const UploadImagePayload = builder.objectRef<{ url: string }>("UploadImagePayload").implement({
  description: "A stored image.",
  fields: (t) => ({
    url: t.exposeString("url", { description: "Where the resized image is served, e.g. /uploads/logo/....webp." }),
  }),
});

builder.mutationField("uploadImage", (t) =>
  t.withAuth({ approvedCook: true }).field({
    type: UploadImagePayload,
    description:
      "Stores an image (at most 5 MB, checked by its content) resized for its kind; save its url on the profile or dish. " +
      "Approved cooks only; needs the x-graphql-yoga-csrf header.",
    args: { input: t.arg({ type: UploadImageInput, required: true, description: "The image and its kind." }) },
    errors: {
      types: commonErrors,
      directResult: true,
      union: {
        description:
          "UploadImagePayload once stored; ValidationError (field file) for a file that is not an image or is over 5 MB.",
      },
    },
    resolve: async (_root, { input }, ctx) => {
      // Checked before reading, so an oversized file is not buffered twice.
      if (input.file.size > MAX_UPLOAD_BYTES) throw new ValidationError([{ field: "file", message: FILE_TOO_LARGE }]);
      const key = await storeImage(ctx, input.kind, Buffer.from(await input.file.arrayBuffer()));
      return { url: `/uploads/${key}` };
    },
  }),
);
