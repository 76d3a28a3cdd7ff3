// An image the server keeps in several WebP widths: the browser picks one from srcset and sizes, and
// width and height give the box its shape before the bytes arrive, so nothing below it moves. The
// largest image above the fold asks for high priority; every other one loads when it nears the viewport.
import { Image, type ImageProps } from "@chakra-ui/react/image";
import { graphql, useFragment } from "react-relay/hooks";
import type { ResponsiveImage_image$key } from "../__generated__/ResponsiveImage_image.graphql";

type Props = Omit<ImageProps, "src" | "srcSet" | "htmlWidth" | "htmlHeight"> & {
  image: ResponsiveImage_image$key;
  alt: string;
  /** The width the image is drawn at, as the <img> sizes attribute says it. */
  sizes: string;
  /** The page's largest image above the fold (its LCP): fetched first, never lazily. */
  priority?: boolean;
};

export function ResponsiveImage({ image: key, alt, sizes, priority = false, ...rest }: Props) {
  const image = useFragment(
    graphql`
      fragment ResponsiveImage_image on ResponsiveImage {
        url
        width
        height
        srcSet
      }
    `,
    key,
  );
  return (
    <Image
      src={image.url}
      srcSet={image.srcSet}
      sizes={sizes}
      // The attributes, not Chakra's width and height style props: the box's shape before it loads.
      htmlWidth={image.width}
      htmlHeight={image.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      decoding="async"
      {...rest}
    />
  );
}
