-- Images made by the upload pipeline (and the demo seed), with the size of each rendition.
CREATE TABLE "StoredImage" (
    "key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "renditions" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StoredImage_pkey" PRIMARY KEY ("key")
);
